#import <Flutter/Flutter.h>

@interface CourierNavigationPlugin : NSObject <FlutterPlugin>
@end
