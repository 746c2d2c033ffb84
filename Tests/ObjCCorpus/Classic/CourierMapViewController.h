// Courier's main map screen: written before ARC, still compiled with -fno-objc-arc.
#import <UIKit/UIKit.h>
#import <GoogleNavigation/GoogleNavigation.h>

@class CourierSettingsStore;

@interface CourierMapViewController : UIViewController <GMSNavigatorListener> {
 @protected
  GMSMapView *_mapView;
  CourierSettingsStore *_store;
}

@property (nonatomic, retain, readonly) GMSMapView *mapView;

- (instancetype)initWithStore:(CourierSettingsStore *)store;
- (void)showPickupBanner:(UIView<GMSNavigationAccessoryView> *)banner;

@end
