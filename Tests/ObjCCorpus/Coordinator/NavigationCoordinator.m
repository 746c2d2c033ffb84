#import "NavigationCoordinator.h"
#import "CourierMapView.h"

@implementation NavigationCoordinator {
  __kindof GMSMapView *_active;
}

- (instancetype)init {
  if ((self = [super init])) {
    _sharedMap = [[CourierMapView alloc] initWithFrame:CGRectZero];
  }
  return self;
}

- (void)attachTo:(UIViewController *)controller {
  [controller.view addSubview:self.sharedMap];
  _active = self.sharedMap;
  id map = self.currentMap;
  [((GMSMapView *)map).settings setNavigationTripProgressBarEnabled:YES];
  [(GMSMapView *)map setPadding:UIEdgeInsetsZero];
  [map setPadding:UIEdgeInsetsZero];
  UILayoutGuide *buttons = _active.bottomTrailingButtonsLayoutGuide;
  _active.bottomTrailingButtonsAlternateLayoutGuide = buttons;
  [controller.view.trailingAnchor constraintEqualToAnchor:_active.navigationFooterLayoutGuide.trailingAnchor].active = YES;
}

@end
