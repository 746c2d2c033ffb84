#import <GoogleNavigation/GoogleNavigation.h>

/// Shown under the turn-by-turn header while a pickup is pending.
@interface CourierBanner : UIView <GMSNavigationAccessoryView>
@property (nonatomic, strong) UILabel *label;
@end
