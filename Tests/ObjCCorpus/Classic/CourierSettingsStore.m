#import "CourierSettingsStore.h"

@implementation CourierSettingsStore {
  UIView *_accessory;
}

- (void)setHeaderAccessoryView:(UIView *)view {
  _accessory = view;
}

- (void)invalidateLayoutForAccessoryView:(UIView *)view {
  [view setNeedsLayout];
}

- (void)resetForNewShift {
  self.navigationHeaderEnabled = YES;
  [self setNavigationFooterEnabled:NO];
  self.padding = UIEdgeInsetsMake(8, 8, 8, 8);
  [self setHeaderAccessoryView:nil];
  NSLog(@"header %d", [self navigationHeaderEnabled]);
}

@end
