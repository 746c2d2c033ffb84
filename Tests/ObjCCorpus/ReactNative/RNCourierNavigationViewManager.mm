// React Native bridge for the courier map: an Objective-C++ view manager.
#import "RNCourierNavigationView.h"

#import <GoogleNavigation/GoogleNavigation.h>
#import <React/RCTUIManager.h>
#import <React/RCTViewManager.h>

namespace courier {
struct Insets {
  CGFloat top = 0, bottom = 0;
  UIEdgeInsets edgeInsets() const { return UIEdgeInsetsMake(top, 0, bottom, 0); }
};

template <typename Value>
Value clamp(Value value, Value low, Value high) {
  return value < low ? low : (value > high ? high : value);
}
}  // namespace courier

@interface RNCourierNavigationView () <GMSNavigatorListener>
@end

@implementation RNCourierNavigationView

- (instancetype)initWithFrame:(CGRect)frame {
  if ((self = [super initWithFrame:frame])) {
    _mapView = [[GMSMapView alloc] initWithFrame:self.bounds];
    [self addSubview:_mapView];
  }
  return self;
}

- (void)setHeaderEnabled:(BOOL)headerEnabled {
  _headerEnabled = headerEnabled;
  _mapView.settings.navigationHeaderEnabled = headerEnabled;
}

- (void)setTripProgressBarEnabled:(BOOL)enabled {
  _tripProgressBarEnabled = enabled;
  auto apply = [self](BOOL on) { [self.mapView.settings setNavigationTripProgressBarEnabled:on]; };
  apply(enabled);
}

- (void)navigatorWillPresentPrompt:(GMSNavigator *)navigator {
  if (self.onPromptVisibilityChange) {
    self.onPromptVisibilityChange(@{@"visible" : @YES});
  }
}

@end

@interface RNCourierNavigationViewManager : RCTViewManager
@end

@implementation RNCourierNavigationViewManager

RCT_EXPORT_MODULE(CourierNavigationView)

RCT_EXPORT_VIEW_PROPERTY(headerEnabled, BOOL)
RCT_EXPORT_VIEW_PROPERTY(tripProgressBarEnabled, BOOL)
RCT_EXPORT_VIEW_PROPERTY(onPromptVisibilityChange, RCTBubblingEventBlock)

RCT_CUSTOM_VIEW_PROPERTY(mapInsets, UIEdgeInsets, RNCourierNavigationView) {
  courier::Insets insets;
  insets.bottom = courier::clamp<CGFloat>([RCTConvert CGFloat:json], 0, 400);
  view.mapView.padding = insets.edgeInsets();
}

- (UIView *)view {
  return [[RNCourierNavigationView alloc] initWithFrame:CGRectZero];
}

RCT_EXPORT_METHOD(setFooterVisible:(nonnull NSNumber *)reactTag visible:(BOOL)visible) {
  [self.bridge.uiManager addUIBlock:^(RCTUIManager *uiManager, NSDictionary<NSNumber *, UIView *> *registry) {
    RNCourierNavigationView *view = (RNCourierNavigationView *)registry[reactTag];
    view.mapView.settings.navigationFooterEnabled = visible;
  }];
}

@end
