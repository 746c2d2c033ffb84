#import "CourierNavigationPlugin.h"

#import <GoogleMaps/GoogleMaps.h>
#import <GoogleNavigation/GMSUISettings+Navigation.h>
#import <GoogleNavigation/GMSNavigatorListener.h>

@interface CourierPlatformView : NSObject <FlutterPlatformView, GMSNavigatorListener>
@property (nonatomic, strong) GMSMapView *mapView;
@property (nonatomic, strong) FlutterMethodChannel *channel;
@end

@implementation CourierPlatformView

- (UIView *)view {
  return self.mapView;
}

- (void)handle:(FlutterMethodCall *)call result:(FlutterResult)result {
  NSDictionary *arguments = call.arguments;
  if ([call.method isEqualToString:@"setNavigationHeaderEnabled"]) {
    self.mapView.settings.navigationHeaderEnabled = [arguments[@"enabled"] boolValue];
    result(nil);
  } else if ([call.method isEqualToString:@"setReportIncidentButtonEnabled"]) {
    [self.mapView.settings setNavigationReportIncidentButtonEnabled:[arguments[@"enabled"] boolValue]];
    result(nil);
  } else if ([call.method isEqualToString:@"setPadding"]) {
    CGFloat bottom = [arguments[@"bottom"] doubleValue];
    self.mapView.padding = UIEdgeInsetsMake(0, 0, bottom, 0);
    result(nil);
  } else {
    result(FlutterMethodNotImplemented);
  }
}

- (void)navigatorDidDismissPrompt:(GMSNavigator *)navigator {
  [self.channel invokeMethod:@"navigatorDidDismissPrompt" arguments:nil];
}

@end

@interface CourierViewFactory : NSObject <FlutterPlatformViewFactory>
@property (nonatomic, weak) NSObject<FlutterPluginRegistrar> *registrar;
@end

@implementation CourierViewFactory

- (NSObject<FlutterPlatformView> *)createWithFrame:(CGRect)frame viewIdentifier:(int64_t)viewId arguments:(id)args {
  CourierPlatformView *platformView = [CourierPlatformView new];
  platformView.mapView = [[GMSMapView alloc] initWithFrame:frame];
  NSString *name = [NSString stringWithFormat:@"courier/navigation_%lld", viewId];
  platformView.channel = [FlutterMethodChannel methodChannelWithName:name binaryMessenger:[self.registrar messenger]];
  __weak CourierPlatformView *weakView = platformView;
  [platformView.channel setMethodCallHandler:^(FlutterMethodCall *call, FlutterResult result) {
    [weakView handle:call result:result];
  }];
  return platformView;
}

@end

@implementation CourierNavigationPlugin

+ (void)registerWithRegistrar:(NSObject<FlutterPluginRegistrar> *)registrar {
  CourierViewFactory *factory = [CourierViewFactory new];
  factory.registrar = registrar;
  [registrar registerViewFactory:factory withId:@"courier/navigation"];
}

@end
