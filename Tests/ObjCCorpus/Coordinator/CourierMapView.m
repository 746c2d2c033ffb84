#import "CourierMapView.h"

@implementation CourierMapView

- (void)layoutSubviews {
  [super layoutSubviews];
  [super setPadding:UIEdgeInsetsMake(self.safeAreaInsets.top, 0, 0, 0)];
}

@end
