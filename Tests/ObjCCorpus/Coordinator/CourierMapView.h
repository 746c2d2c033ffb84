#import <GoogleNavigation/GoogleNavigation.h>

/// The map view the coordinator hands to every screen.
@interface CourierMapView : GMSMapView
@property (nonatomic, copy) NSString *screenName;
@end
