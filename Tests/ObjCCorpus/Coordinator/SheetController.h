#import <UIKit/UIKit.h>
#import "CourierMapView.h"

@interface SheetController : UIViewController
@property (nonatomic, strong) CourierMapView *map;
@end
