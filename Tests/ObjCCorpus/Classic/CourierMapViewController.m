#import "CourierMapViewController.h"
#import "CourierSettingsStore.h"

// The header used to be hidden with mapView.settings.navigationHeaderEnabled = NO;
// keep this comment: it is not code.
static NSString *const kLegacyHint = @"settings.navigationFooterEnabled";

@implementation CourierMapViewController

@synthesize mapView = _mapView;

- (instancetype)initWithStore:(CourierSettingsStore *)store {
  self = [super initWithNibName:nil bundle:nil];
  if (self) {
    _store = [store retain];
  }
  return self;
}

- (void)dealloc {
  [_mapView.navigator removeListener:self];
  [_mapView release];
  [_store release];
  [super dealloc];
}

- (void)loadView {
  GMSCameraPosition *camera = [GMSCameraPosition cameraWithLatitude:52.52 longitude:13.40 zoom:14];
  _mapView = [[GMSMapView alloc] initWithFrame:CGRectZero camera:camera];
  self.view = _mapView;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  [_mapView.settings setNavigationHeaderEnabled:[_store navigationHeaderEnabled]];
  _mapView.settings.navigationFooterEnabled = YES;
  self.mapView.settings.navigationHeaderPrimaryBackgroundColor = [UIColor blackColor];
  [[_mapView settings] setNavigationTripProgressBarEnabled:NO];
  if (![self.mapView.settings isNavigationReportIncidentButtonEnabled]) {
    NSLog(@"%@", kLegacyHint);
  }
  _mapView.navigationEnabled = YES;
  [_mapView.navigator addListener:self];
}

- (void)viewDidLayoutSubviews {
  [super viewDidLayoutSubviews];
  // navlint:disable:next legacy_map_padding
  _mapView.padding = UIEdgeInsetsMake(0, 0, 120, 0);
  UIEdgeInsets current = [self.mapView padding];
  NSLog(@"bottom inset %f", current.bottom);
}

- (void)showPickupBanner:(UIView<GMSNavigationAccessoryView> *)banner {
  [self.mapView setHeaderAccessoryView:banner];
  [self.mapView invalidateLayoutForAccessoryView:banner];
}

#if 0
- (void)oldLayout {
  _mapView.settings.navigationHeaderEnabled = NO;
}
#endif

#pragma mark - GMSNavigatorListener

- (void)navigator:(GMSNavigator *)navigator didArriveAtWaypoint:(GMSNavigationWaypoint *)waypoint {
  NSLog(@"arrived at %@", waypoint.title);
}

- (void)navigatorWillPresentPrompt:(GMSNavigator *)navigator {
  [UIView animateWithDuration:0.2 animations:^{
    self.view.alpha = 0.9;
  }];
}

- (void)navigatorDidDismissPrompt:(GMSNavigator *)navigator {
  self.view.alpha = 1;
}

@end
