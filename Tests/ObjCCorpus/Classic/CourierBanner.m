#import "CourierBanner.h"

@implementation CourierBanner

- (CGFloat)heightForAccessoryViewConstrainedToSize:(CGSize)size onMapView:(GMSMapView *)mapView {
  return 56;
}

@end
