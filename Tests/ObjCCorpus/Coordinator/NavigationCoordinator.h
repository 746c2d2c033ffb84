#import <UIKit/UIKit.h>

@class CourierMapView;

@interface NavigationCoordinator : NSObject
@property (nonatomic, strong, readonly) CourierMapView *sharedMap;
@property (nonatomic, weak) id currentMap;
- (void)attachTo:(UIViewController *)controller;
@end
