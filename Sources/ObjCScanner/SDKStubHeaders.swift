import Foundation

/// navlint's own minimal declarations of the Foundation, UIKit, Google Maps
/// and Navigation SDK types that Objective-C screens use, so clang resolves
/// the legacy APIs' owners without the SDK or Apple's SDK installed; and of
/// the React Native and Flutter plugin classes and macros whose expansions
/// hold the code that sets the map (`RCT_CUSTOM_VIEW_PROPERTY` bodies), which
/// clang would otherwise drop.
///
/// They are written to a private folder that clang searches last
/// (`-idirafter`), laid out as `<Framework/Header.h>`, so the usual
/// `#import <GoogleNavigation/GoogleNavigation.h>` or `<UIKit/UIKit.h>` (or
/// `@import UIKit;`, through the folder's module map) finds them, and a real
/// SDK on an include path given by `--objc-flags` or `compile_commands.json`
/// is found first. Only the declarations the legacy rules and common screen
/// code need are here; anything else a file uses stays unknown, clang
/// recovers, and the file is reported as checked in part.
enum SDKStubHeaders {
    /// Umbrella headers, by path below the stub folder.
    static let umbrellas: [String: String] = [
        "Foundation/Foundation.h": foundation,
        "CoreGraphics/CoreGraphics.h": coreGraphics,
        "CoreLocation/CoreLocation.h": coreLocation,
        "UIKit/UIKit.h": uiKit,
        "GoogleMaps/GoogleMaps.h": googleMaps,
        "GoogleNavigation/GoogleNavigation.h": googleNavigation,
        "React/React.h": react,
        "Flutter/Flutter.h": flutter,
    ]

    /// Single headers apps import directly, each forwarding to its framework's umbrella.
    static let forwardedHeaders: [String: [String]] = [
        "Foundation": ["NSObject.h", "NSString.h", "NSArray.h", "NSDictionary.h", "NSError.h"],
        "UIKit": ["UIView.h", "UIViewController.h", "UILayoutGuide.h", "NSLayoutConstraint.h", "UIColor.h"],
        "GoogleMaps": ["GMSMapView.h", "GMSUISettings.h", "GMSCameraPosition.h", "GMSServices.h"],
        "GoogleNavigation": [
            "GMSNavigator.h", "GMSNavigatorListener.h", "GMSMapView+Navigation.h", "GMSUISettings+Navigation.h",
            "GMSNavigationAccessoryView.h", "GMSNavigationServices.h", "GMSNavigationWaypoint.h",
        ],
        "React": ["RCTViewManager.h", "RCTBridgeModule.h", "RCTConvert.h", "RCTComponent.h"],
    ]

    /// Every stub file, by path below the stub folder, and a module map that makes each
    /// framework a module, for `@import UIKit;` and `@import GoogleNavigation;`.
    static var files: [String: String] {
        var files = umbrellas.merging(CxxStubHeaders.files) { own, _ in own }
        for (framework, headers) in forwardedHeaders {
            for header in headers { files["\(framework)/\(header)"] = "#import <\(framework)/\(framework).h>\n" }
        }
        files["module.modulemap"] = umbrellas.keys.sorted().map { path in
            "module \(path.prefix { $0 != "/" }) [system] { umbrella header \"\(path)\" export * }\n"
        }.joined()
        return files
    }

    /// Writes the stubs into a new private folder and returns it; the caller removes it.
    static func write() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("navlint-objc-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return folder
    }

    static let foundation = """
        #pragma once
        typedef __SIZE_TYPE__ size_t;
        typedef __INT64_TYPE__ int64_t;
        typedef __UINT64_TYPE__ uint64_t;
        #ifndef NULL
        #ifdef __cplusplus
        #define NULL __null
        #else
        #define NULL ((void *)0)
        #endif
        #endif
        typedef signed char BOOL;
        #define YES ((BOOL)1)
        #define NO ((BOOL)0)
        #define nil ((id)0)
        #define Nil ((Class)0)
        typedef long NSInteger;
        typedef unsigned long NSUInteger;
        typedef double NSTimeInterval;
        #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
        #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
        #define NS_ENUM(type, name) enum name : type name; enum name : type
        #define NS_OPTIONS(type, name) enum name : type name; enum name : type
        #define NS_SWIFT_NAME(name)
        #define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
        #define NS_UNAVAILABLE __attribute__((unavailable))
        #define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
        #define FOUNDATION_EXPORT extern
        #define API_AVAILABLE(...)
        typedef struct _NSZone NSZone;
        @class NSString, NSArray, NSDictionary, NSError, NSNumber, NSBundle, Protocol;
        @protocol NSObject
        - (BOOL)isEqual:(nullable id)object;
        - (BOOL)isKindOfClass:(Class)aClass;
        - (BOOL)respondsToSelector:(SEL)aSelector;
        - (BOOL)conformsToProtocol:(Protocol *)aProtocol;
        - (nullable id)performSelector:(SEL)aSelector;
        - (nullable id)performSelector:(SEL)aSelector withObject:(nullable id)object;
        @property (readonly, copy) NSString *description;
        @property (readonly) NSUInteger hash;
        - (instancetype)retain;
        - (oneway void)release;
        - (instancetype)autorelease;
        - (NSUInteger)retainCount;
        @end
        @protocol NSCopying
        - (id)copyWithZone:(nullable NSZone *)zone;
        @end
        __attribute__((objc_root_class))
        @interface NSObject <NSObject>
        + (instancetype)alloc;
        + (instancetype)new;
        + (Class)class;
        + (BOOL)instancesRespondToSelector:(SEL)aSelector;
        - (instancetype)init;
        - (void)dealloc;
        - (id)copy;
        - (Class)class;
        - (void)setValue:(nullable id)value forKey:(NSString *)key;
        - (void)setValue:(nullable id)value forKeyPath:(NSString *)keyPath;
        - (nullable id)valueForKey:(NSString *)key;
        - (nullable id)valueForKeyPath:(NSString *)keyPath;
        @end
        @interface NSString : NSObject <NSCopying>
        + (instancetype)stringWithFormat:(NSString *)format, ...;
        + (instancetype)stringWithUTF8String:(const char *)text;
        @property (readonly) NSUInteger length;
        @property (readonly) const char *UTF8String;
        - (BOOL)isEqualToString:(NSString *)other;
        - (BOOL)hasPrefix:(NSString *)prefix;
        - (NSString *)stringByAppendingString:(NSString *)other;
        @end
        @interface NSNumber : NSObject <NSCopying>
        + (NSNumber *)numberWithBool:(BOOL)value;
        + (NSNumber *)numberWithDouble:(double)value;
        + (NSNumber *)numberWithInteger:(NSInteger)value;
        @property (readonly) BOOL boolValue;
        @property (readonly) double doubleValue;
        @property (readonly) NSInteger integerValue;
        @end
        @interface NSArray<__covariant ObjectType> : NSObject <NSCopying>
        + (instancetype)arrayWithObjects:(const ObjectType _Nonnull [_Nonnull])objects count:(NSUInteger)count;
        @property (readonly) NSUInteger count;
        @property (nullable, readonly) ObjectType firstObject;
        @property (nullable, readonly) ObjectType lastObject;
        - (ObjectType)objectAtIndex:(NSUInteger)index;
        - (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
        - (BOOL)containsObject:(ObjectType)object;
        @end
        @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
        - (void)addObject:(ObjectType)object;
        - (void)removeObject:(ObjectType)object;
        - (void)removeAllObjects;
        @end
        @interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying>
        + (instancetype)dictionaryWithObjects:(const ObjectType _Nonnull [_Nonnull])objects forKeys:(const KeyType _Nonnull [_Nonnull])keys count:(NSUInteger)count;
        @property (readonly) NSUInteger count;
        - (nullable ObjectType)objectForKey:(KeyType)key;
        - (nullable ObjectType)objectForKeyedSubscript:(KeyType)key;
        @end
        @interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
        - (void)setObject:(ObjectType)object forKey:(KeyType)key;
        - (void)setObject:(nullable ObjectType)object forKeyedSubscript:(KeyType)key;
        @end
        @interface NSError : NSObject
        @property (readonly, copy) NSString *localizedDescription;
        @property (readonly) NSInteger code;
        @end
        @interface NSNotificationCenter : NSObject
        @property (class, readonly, strong) NSNotificationCenter *defaultCenter;
        - (void)addObserver:(id)observer selector:(SEL)selector name:(nullable NSString *)name object:(nullable id)object;
        - (void)removeObserver:(id)observer;
        @end
        @interface NSBundle : NSObject
        @property (class, readonly, strong) NSBundle *mainBundle;
        @end
        FOUNDATION_EXPORT void NSLog(NSString *format, ...);
        """

    static let coreGraphics = """
        #pragma once
        typedef double CGFloat;
        typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
        typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
        typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
        extern const CGRect CGRectZero;
        static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height) {
          CGRect rect = {{x, y}, {width, height}};
          return rect;
        }
        static inline CGSize CGSizeMake(CGFloat width, CGFloat height) {
          CGSize size = {width, height};
          return size;
        }
        CGFloat CGRectGetWidth(CGRect rect);
        CGFloat CGRectGetHeight(CGRect rect);
        """

    static let coreLocation = """
        #pragma once
        #import <Foundation/Foundation.h>
        typedef double CLLocationDegrees;
        typedef struct CLLocationCoordinate2D { CLLocationDegrees latitude; CLLocationDegrees longitude; } CLLocationCoordinate2D;
        CLLocationCoordinate2D CLLocationCoordinate2DMake(CLLocationDegrees latitude, CLLocationDegrees longitude);
        @interface CLLocation : NSObject
        @property (readonly) CLLocationCoordinate2D coordinate;
        @end
        """

    /// The anchors views and layout guides both have.
    private static let anchors = """
        @property (readonly, strong) NSLayoutXAxisAnchor *leadingAnchor;
        @property (readonly, strong) NSLayoutXAxisAnchor *trailingAnchor;
        @property (readonly, strong) NSLayoutXAxisAnchor *centerXAnchor;
        @property (readonly, strong) NSLayoutYAxisAnchor *topAnchor;
        @property (readonly, strong) NSLayoutYAxisAnchor *bottomAnchor;
        @property (readonly, strong) NSLayoutYAxisAnchor *centerYAnchor;
        @property (readonly, strong) NSLayoutDimension *widthAnchor;
        @property (readonly, strong) NSLayoutDimension *heightAnchor;
        """

    static let uiKit = """
        #pragma once
        #import <Foundation/Foundation.h>
        #import <CoreGraphics/CoreGraphics.h>
        #define IBOutlet
        #define IBAction void
        #define UIKIT_EXTERN extern
        NS_ASSUME_NONNULL_BEGIN
        typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;
        static inline UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right) {
          UIEdgeInsets insets = {top, left, bottom, right};
          return insets;
        }
        UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero;
        typedef NS_ENUM(NSInteger, UIControlState) { UIControlStateNormal = 0 };
        typedef NS_OPTIONS(NSUInteger, UIControlEvents) { UIControlEventTouchUpInside = 1 << 6 };
        typedef NS_ENUM(NSInteger, UIButtonType) { UIButtonTypeCustom = 0, UIButtonTypeSystem = 1 };
        @class UIView, UIViewController, NSLayoutConstraint;
        @interface UIColor : NSObject
        @property (class, readonly) UIColor *clearColor;
        @property (class, readonly) UIColor *whiteColor;
        @property (class, readonly) UIColor *blackColor;
        @property (class, readonly) UIColor *systemBackgroundColor;
        + (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
        - (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;
        @end
        @interface UIFont : NSObject
        + (UIFont *)systemFontOfSize:(CGFloat)size;
        + (UIFont *)boldSystemFontOfSize:(CGFloat)size;
        @end
        @interface UIImage : NSObject
        + (nullable UIImage *)imageNamed:(NSString *)name;
        @end
        @interface NSLayoutAnchor<AnchorType> : NSObject
        - (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor;
        - (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)constant;
        - (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)constant;
        - (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)constant;
        @end
        @class NSLayoutXAxisAnchor, NSLayoutYAxisAnchor, NSLayoutDimension;
        @interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>
        @end
        @interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>
        @end
        @interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>
        - (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)constant;
        @end
        @interface NSLayoutConstraint : NSObject
        + (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
        + (void)deactivateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
        @property (getter=isActive) BOOL active;
        @property CGFloat constant;
        @end
        @interface UILayoutGuide : NSObject
        @property (readonly) CGRect layoutFrame;
        @property (nullable, weak) UIView *owningView;
        \(anchors)
        @end
        @interface UIResponder : NSObject
        @end
        @interface UIView : UIResponder
        + (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;
        - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
        @property CGRect frame;
        @property CGRect bounds;
        @property (nullable, copy) UIColor *backgroundColor;
        @property (getter=isHidden) BOOL hidden;
        @property CGFloat alpha;
        @property NSInteger tag;
        @property BOOL translatesAutoresizingMaskIntoConstraints;
        @property (nullable, readonly) UIView *superview;
        @property (readonly, copy) NSArray<__kindof UIView *> *subviews;
        @property (readonly, strong) UILayoutGuide *layoutMarginsGuide;
        @property (readonly, strong) UILayoutGuide *safeAreaLayoutGuide;
        @property (readonly) UIEdgeInsets safeAreaInsets;
        \(anchors)
        - (void)addSubview:(UIView *)view;
        - (void)removeFromSuperview;
        - (void)bringSubviewToFront:(UIView *)view;
        - (void)addLayoutGuide:(UILayoutGuide *)guide;
        - (void)setNeedsLayout;
        - (void)layoutIfNeeded;
        - (void)layoutSubviews;
        - (CGSize)sizeThatFits:(CGSize)size;
        @end
        @interface UILabel : UIView
        @property (nullable, copy) NSString *text;
        @property (nullable, strong) UIFont *font;
        @property (nullable, strong) UIColor *textColor;
        @property NSInteger numberOfLines;
        @end
        @interface UIImageView : UIView
        - (instancetype)initWithImage:(nullable UIImage *)image;
        @end
        @interface UIControl : UIView
        - (void)addTarget:(nullable id)target action:(SEL)action forControlEvents:(UIControlEvents)events;
        @end
        @interface UIButton : UIControl
        + (instancetype)buttonWithType:(UIButtonType)type;
        - (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;
        @end
        @interface UIViewController : UIResponder
        - (instancetype)initWithNibName:(nullable NSString *)name bundle:(nullable NSBundle *)bundle NS_DESIGNATED_INITIALIZER;
        @property (null_resettable, strong) UIView *view;
        @property (nullable, copy) NSString *title;
        - (void)loadView;
        - (void)viewDidLoad;
        - (void)viewWillAppear:(BOOL)animated;
        - (void)viewDidAppear:(BOOL)animated;
        - (void)viewWillDisappear:(BOOL)animated;
        - (void)viewDidLayoutSubviews;
        - (void)presentViewController:(UIViewController *)controller animated:(BOOL)animated completion:(void (^ _Nullable)(void))completion;
        - (void)dismissViewControllerAnimated:(BOOL)animated completion:(void (^ _Nullable)(void))completion;
        @end
        NS_ASSUME_NONNULL_END
        """

    static let googleMaps = """
        #pragma once
        #import <UIKit/UIKit.h>
        #import <CoreLocation/CoreLocation.h>
        NS_ASSUME_NONNULL_BEGIN
        typedef NS_ENUM(NSUInteger, GMSMapViewPaddingAdjustmentBehavior) {
          kGMSMapViewPaddingAdjustmentBehaviorAlways,
          kGMSMapViewPaddingAdjustmentBehaviorAutomatic,
          kGMSMapViewPaddingAdjustmentBehaviorNever,
        };
        @class GMSMapView;
        @interface GMSServices : NSObject
        + (BOOL)provideAPIKey:(NSString *)key;
        @end
        @interface GMSCameraPosition : NSObject
        + (instancetype)cameraWithLatitude:(CLLocationDegrees)latitude longitude:(CLLocationDegrees)longitude zoom:(float)zoom;
        + (instancetype)cameraWithTarget:(CLLocationCoordinate2D)target zoom:(float)zoom;
        @end
        @interface GMSUISettings : NSObject
        @property (nonatomic) BOOL compassButton;
        @property (nonatomic) BOOL myLocationButton;
        @property (nonatomic) BOOL scrollGestures;
        @property (nonatomic) BOOL zoomGestures;
        @property (nonatomic) BOOL rotateGestures;
        @property (nonatomic) BOOL tiltGestures;
        - (void)setAllGesturesEnabled:(BOOL)enabled;
        @end
        @protocol GMSMapViewDelegate <NSObject>
        @optional
        - (void)mapView:(GMSMapView *)mapView didTapAtCoordinate:(CLLocationCoordinate2D)coordinate;
        - (void)mapViewDidFinishTileRendering:(GMSMapView *)mapView;
        @end
        @interface GMSMapView : UIView
        + (instancetype)mapWithFrame:(CGRect)frame camera:(GMSCameraPosition *)camera;
        - (instancetype)initWithFrame:(CGRect)frame camera:(GMSCameraPosition *)camera;
        @property (nonatomic, weak, nullable) IBOutlet id<GMSMapViewDelegate> delegate;
        @property (nonatomic, copy) GMSCameraPosition *camera;
        @property (nonatomic, readonly) GMSUISettings *settings;
        @property (nonatomic) UIEdgeInsets padding;
        @property (nonatomic) GMSMapViewPaddingAdjustmentBehavior paddingAdjustmentBehavior;
        @property (nonatomic, getter=isMyLocationEnabled) BOOL myLocationEnabled;
        @property (nonatomic) float minZoom;
        @property (nonatomic) float maxZoom;
        - (void)animateToCameraPosition:(GMSCameraPosition *)cameraPosition;
        - (void)clear;
        @end
        NS_ASSUME_NONNULL_END
        """

    static let googleNavigation = """
        #pragma once
        #import <GoogleMaps/GoogleMaps.h>
        NS_ASSUME_NONNULL_BEGIN
        @class GMSNavigator, GMSRoadSnappedLocationProvider;
        typedef NS_ENUM(NSInteger, GMSNavigationCameraMode) {
          GMSNavigationCameraModeFree, GMSNavigationCameraModeFollowing, GMSNavigationCameraModeOverview,
        };
        typedef NS_ENUM(NSInteger, GMSRouteStatus) { GMSRouteStatusOK, GMSRouteStatusNetworkError };
        @interface GMSNavigationWaypoint : NSObject
        - (nullable instancetype)initWithLocation:(CLLocationCoordinate2D)location title:(NSString *)title;
        - (nullable instancetype)initWithPlaceID:(NSString *)placeID title:(NSString *)title;
        @property (nonatomic, readonly, copy) NSString *title;
        @end
        @protocol GMSNavigatorListener <NSObject>
        @optional
        - (void)navigator:(GMSNavigator *)navigator didArriveAtWaypoint:(GMSNavigationWaypoint *)waypoint;
        - (void)navigatorDidChangeRoute:(GMSNavigator *)navigator;
        - (void)navigator:(GMSNavigator *)navigator didUpdateRemainingTime:(NSTimeInterval)time;
        - (void)navigatorWillPresentPrompt:(GMSNavigator *)navigator;
        - (void)navigatorDidDismissPrompt:(GMSNavigator *)navigator;
        @end
        @interface GMSNavigator : NSObject
        @property (nonatomic, getter=isGuidanceActive) BOOL guidanceActive;
        @property (nonatomic) BOOL shouldDisplayPrompts;
        @property (nonatomic) BOOL sendsBackgroundNotifications;
        - (void)addListener:(id<GMSNavigatorListener>)listener;
        - (BOOL)removeListener:(id<GMSNavigatorListener>)listener;
        - (void)setDestinations:(NSArray<GMSNavigationWaypoint *> *)destinations callback:(void (^)(GMSRouteStatus status))callback;
        - (void)clearDestinations;
        @end
        @protocol GMSNavigationAccessoryView <NSObject>
        - (CGFloat)heightForAccessoryViewConstrainedToSize:(CGSize)size onMapView:(GMSMapView *)mapView;
        @end
        @interface GMSNavigationServices : NSObject
        + (BOOL)areTermsAndConditionsAccepted;
        + (void)showTermsAndConditionsDialogIfNeededWithCompanyName:(NSString *)companyName callback:(void (^)(BOOL termsAccepted))callback;
        @end
        @interface GMSMapView (Navigation)
        @property (nonatomic, getter=isNavigationEnabled) BOOL navigationEnabled;
        @property (nonatomic, readonly, nullable) GMSNavigator *navigator;
        @property (nonatomic, readonly, nullable) GMSRoadSnappedLocationProvider *roadSnappedLocationProvider;
        @property (nonatomic) GMSNavigationCameraMode cameraMode;
        @property (nonatomic) BOOL shouldDisplaySpeedometer;
        @property (nonatomic, readonly) UILayoutGuide *navigationHeaderLayoutGuide;
        @property (nonatomic, readonly) UILayoutGuide *navigationFooterLayoutGuide;
        @property (nonatomic, null_resettable) UILayoutGuide *bottomTrailingButtonsLayoutGuide;
        @property (nonatomic, null_resettable) UILayoutGuide *bottomTrailingButtonsAlternateLayoutGuide;
        - (void)followMyLocation;
        - (void)setHeaderAccessoryView:(nullable UIView<GMSNavigationAccessoryView> *)headerAccessoryView;
        - (void)invalidateLayoutForAccessoryView:(UIView<GMSNavigationAccessoryView> *)accessoryView;
        @end
        @interface GMSUISettings (Navigation)
        @property (nonatomic, getter=isNavigationHeaderEnabled) BOOL navigationHeaderEnabled;
        @property (nonatomic, getter=isNavigationFooterEnabled) BOOL navigationFooterEnabled;
        @property (nonatomic, getter=isNavigationTripProgressBarEnabled) BOOL navigationTripProgressBarEnabled;
        @property (nonatomic, getter=isNavigationReportIncidentButtonEnabled) BOOL navigationReportIncidentButtonEnabled;
        @property (nonatomic) BOOL showsIncidentCards;
        @property (nonatomic, nullable) UIColor *navigationHeaderPrimaryBackgroundColor;
        @property (nonatomic, nullable) UIColor *navigationFooterAccentColor;
        @end
        NS_ASSUME_NONNULL_END
        """

    static let react = """
        #pragma once
        #import <UIKit/UIKit.h>
        NS_ASSUME_NONNULL_BEGIN
        typedef void (^RCTResponseSenderBlock)(NSArray *response);
        typedef void (^RCTBubblingEventBlock)(NSDictionary *_Nullable body);
        typedef void (^RCTDirectEventBlock)(NSDictionary *_Nullable body);
        @class RCTBridge;
        @protocol RCTBridgeModule <NSObject>
        @optional
        + (BOOL)requiresMainQueueSetup;
        @end
        #define RCT_EXPORT_MODULE(...) + (NSString *)moduleName { return @#__VA_ARGS__; }
        #define RCT_EXPORT_VIEW_PROPERTY(name, type) + (NSArray<NSString *> *)propConfig_##name { return @[@#type]; }
        #define RCT_REMAP_VIEW_PROPERTY(name, keyPath, type) + (NSArray<NSString *> *)propConfig_##name { return @[@#type, @#keyPath]; }
        #define RCT_CUSTOM_VIEW_PROPERTY(name, type, viewClass) \\
          + (NSArray<NSString *> *)propConfig_##name { return @[@#type, @"__custom__"]; } \\
          - (void)set_##name:(id)json forView:(viewClass *)view withDefaultView:(viewClass *)defaultView
        #define RCT_EXPORT_METHOD(method) - (void)method
        @interface RCTViewManager : NSObject <RCTBridgeModule>
        @property (nonatomic, weak, nullable) RCTBridge *bridge;
        - (UIView *)view;
        @end
        @interface RCTConvert : NSObject
        + (BOOL)BOOL:(nullable id)json;
        + (CGFloat)CGFloat:(nullable id)json;
        + (UIEdgeInsets)UIEdgeInsets:(nullable id)json;
        + (nullable NSString *)NSString:(nullable id)json;
        @end
        NS_ASSUME_NONNULL_END
        """

    static let flutter = """
        #pragma once
        #import <UIKit/UIKit.h>
        NS_ASSUME_NONNULL_BEGIN
        typedef void (^FlutterResult)(id _Nullable result);
        extern NSObject const *FlutterMethodNotImplemented;
        @protocol FlutterBinaryMessenger <NSObject>
        @end
        @protocol FlutterMessageCodec <NSObject>
        @end
        @interface FlutterStandardMessageCodec : NSObject <FlutterMessageCodec>
        + (instancetype)sharedInstance;
        @end
        @interface FlutterMethodCall : NSObject
        @property (readonly, nonatomic) NSString *method;
        @property (readonly, nonatomic, nullable) id arguments;
        @end
        @interface FlutterError : NSObject
        + (instancetype)errorWithCode:(NSString *)code message:(nullable NSString *)message details:(nullable id)details;
        @end
        typedef void (^FlutterMethodCallHandler)(FlutterMethodCall *call, FlutterResult result);
        @interface FlutterMethodChannel : NSObject
        + (instancetype)methodChannelWithName:(NSString *)name binaryMessenger:(NSObject<FlutterBinaryMessenger> *)messenger;
        - (void)setMethodCallHandler:(nullable FlutterMethodCallHandler)handler;
        - (void)invokeMethod:(NSString *)method arguments:(nullable id)arguments;
        @end
        @protocol FlutterPlatformView <NSObject>
        - (UIView *)view;
        @end
        @protocol FlutterPlatformViewFactory <NSObject>
        - (NSObject<FlutterPlatformView> *)createWithFrame:(CGRect)frame viewIdentifier:(int64_t)viewId arguments:(id _Nullable)args;
        @optional
        - (NSObject<FlutterMessageCodec> *)createArgsCodec;
        @end
        @protocol FlutterPluginRegistrar <NSObject>
        - (NSObject<FlutterBinaryMessenger> *)messenger;
        - (void)registerViewFactory:(NSObject<FlutterPlatformViewFactory> *)factory withId:(NSString *)factoryId;
        - (void)addMethodCallDelegate:(NSObject *)delegate channel:(FlutterMethodChannel *)channel;
        @end
        @protocol FlutterPlugin <NSObject>
        + (void)registerWithRegistrar:(NSObject<FlutterPluginRegistrar> *)registrar;
        @optional
        - (void)handleMethodCall:(FlutterMethodCall *)call result:(FlutterResult)result;
        @end
        NS_ASSUME_NONNULL_END
        """
}
