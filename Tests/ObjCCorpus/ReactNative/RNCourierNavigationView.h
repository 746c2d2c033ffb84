#import <UIKit/UIKit.h>
#import <React/RCTComponent.h>

@class GMSMapView;

@interface RNCourierNavigationView : UIView
@property (nonatomic, strong, readonly) GMSMapView *mapView;
@property (nonatomic, assign) BOOL headerEnabled;
@property (nonatomic, assign) BOOL tripProgressBarEnabled;
@property (nonatomic, copy) RCTBubblingEventBlock onPromptVisibilityChange;
@end
