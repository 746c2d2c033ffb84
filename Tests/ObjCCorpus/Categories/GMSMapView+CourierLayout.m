#import "GMSMapView+CourierLayout.h"

@implementation GMSMapView (CourierLayout)

- (void)courier_applyBottomSheetHeight:(CGFloat)height {
  self.padding = UIEdgeInsetsMake(0, 0, height, 0);
  self.paddingAdjustmentBehavior = kGMSMapViewPaddingAdjustmentBehaviorNever;
}

- (UILayoutGuide *)courier_topGuide {
  return self.settings.compassButton ? self.safeAreaLayoutGuide : [self navigationHeaderLayoutGuide];
}

@end

@implementation UIView (CourierSpacing)

@dynamic courierInsets;

- (UIEdgeInsets)padding {
  return UIEdgeInsetsZero;
}

- (void)setPadding:(UIEdgeInsets)padding {
  self.alpha = padding.top > 0 ? 1 : 0.5;
}

- (void)courier_pad:(UILabel *)label {
  label.padding = UIEdgeInsetsMake(2, 4, 2, 4);
  [self setPadding:[label padding]];
}

@end
