#import <GoogleNavigation/GoogleNavigation.h>

@interface GMSMapView (CourierLayout)
- (void)courier_applyBottomSheetHeight:(CGFloat)height;
- (UILayoutGuide *)courier_topGuide;
@end

@interface UIView (CourierSpacing)
@property (nonatomic) UIEdgeInsets courierInsets;
- (UIEdgeInsets)padding;
- (void)setPadding:(UIEdgeInsets)padding;
@end
