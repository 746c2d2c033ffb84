#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

// The app's own settings: look-alike names that have nothing to do with the SDK.
@interface CourierSettingsStore : NSObject

@property (nonatomic, assign) BOOL navigationHeaderEnabled;
@property (nonatomic, assign) BOOL navigationFooterEnabled;
@property (nonatomic, assign) UIEdgeInsets padding;

- (void)setHeaderAccessoryView:(UIView *)view;
- (void)invalidateLayoutForAccessoryView:(UIView *)view;

@end
