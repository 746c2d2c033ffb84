#import <UIKit/UIKit.h>
#import <GoogleNavigation/GoogleNavigation.h>
#import "ThirdParty/Missing.h"

@interface NavScreen : UIViewController <GMSNavigatorListener>
@property(nonatomic, strong) GMSMapView *map;
@end

@interface Fake : NSObject
- (void)setNavigationHeaderEnabled:(BOOL)enabled;
@property(nonatomic) UIEdgeInsets padding;
@end

@implementation NavScreen {
  UIView *_banner;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  self.map.settings.navigationHeaderEnabled = NO;              // use 1
  [self.map.settings setNavigationFooterEnabled:YES];          // use 2
  self.map.padding = UIEdgeInsetsMake(0, 0, 120, 0);           // use 3
  Fake *fake = [Fake new];
  [fake setNavigationHeaderEnabled:NO];                        // trap
  fake.padding = UIEdgeInsetsZero;                             // trap
  NSString *s = @"map.settings.navigationHeaderEnabled = NO";  // trap
  // self.map.padding = UIEdgeInsetsZero;                      trap
#if 0
  self.map.settings.navigationFooterEnabled = NO;              // trap
#endif
  SEL sel = @selector(setNavigationHeaderEnabled:);            // trap
  (void)s; (void)sel;
  id anything = self.map;
  ((GMSMapView *)anything).settings.navigationTripProgressBarEnabled = YES;  // use 4
  [_banner.topAnchor constraintEqualToAnchor:self.map.navigationHeaderLayoutGuide.bottomAnchor].active = YES;  // use 5
}

- (void)navigatorWillPresentPrompt:(GMSNavigator *)navigator {}  // use 6? (listener method)
@end
