#import <GoogleNavigation/GoogleNavigation.h>

// None of this is a use of the SDK's legacy layout APIs.

@protocol CourierAccessoryHost <NSObject>
- (void)setHeaderAccessoryView:(UIView *)view;
@property (nonatomic) UIEdgeInsets padding;
@end

@interface PromptLogger : NSObject
@end

@implementation PromptLogger
// Not a GMSNavigatorListener: the names only look alike.
- (void)navigatorWillPresentPrompt:(GMSNavigator *)navigator {
  NSLog(@"navigatorWillPresentPrompt:");
}
- (void)navigatorDidDismissPrompt:(GMSNavigator *)navigator {
}
@end

@interface LookAlikes : NSObject
@property (nonatomic, weak) id<GMSNavigationAccessoryView> accessory;
@property (nonatomic, weak) id<CourierAccessoryHost> host;
@end

@implementation LookAlikes

- (void)exercise:(GMSMapView *)mapView {
  SEL setter = @selector(setNavigationHeaderEnabled:);
  SEL guide = @selector(navigationHeaderLayoutGuide);
  if ([mapView.settings respondsToSelector:setter] && [mapView respondsToSelector:guide]) {
    NSLog(@"mapView.settings.navigationHeaderEnabled and mapView.padding are legacy");
  }
  [mapView.settings setValue:@NO forKey:@"navigationFooterEnabled"];
  mapView.settings.navigationHeaderPrimaryBackgroundColor = [UIColor whiteColor];
  mapView.settings.compassButton = YES;
  [self.host setHeaderAccessoryView:mapView];
  self.host.padding = UIEdgeInsetsZero;
#ifdef COURIER_LEGACY_LAYOUT
  mapView.padding = UIEdgeInsetsZero;
  [mapView setHeaderAccessoryView:nil];
#endif
  /* [mapView invalidateLayoutForAccessoryView:nil]; */
}

@end
