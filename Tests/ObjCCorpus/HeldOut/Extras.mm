#import <GoogleNavigation/GoogleNavigation.h>
#include <vector>

@interface RouteMap : GMSMapView
@end
@implementation RouteMap
@end

@interface Chip : UIView <GMSNavigationAccessoryView>   // use: accessory protocol
@end
@implementation Chip
- (CGFloat)heightForAccessoryViewConstrainedToSize:(CGSize)size onNavigationView:(UIView *)navigationView { return 40; }
@end

@interface Listener : NSObject
- (void)navigatorWillPresentPrompt:(id)navigator;   // trap: not a GMSNavigatorListener
@end
@implementation Listener
- (void)navigatorWillPresentPrompt:(id)navigator {}
@end

static void configure(RouteMap *map, std::vector<int> sizes) {
  [map setPadding:UIEdgeInsetsMake(sizes.size(), 0, 0, 0)];        // use
  BOOL shown = map.settings.isNavigationHeaderEnabled;              // use (getter)
  (void)shown;
  [map.settings setNavigationReportIncidentButtonEnabled:NO];     // use?
}
