#import "SheetController.h"

// Nothing here names an SDK type: only the app's map class, whose header
// says it is a map view.
@implementation SheetController

- (void)sheetDidMoveTo:(CGFloat)height {
  self.map.padding = UIEdgeInsetsMake(0, 0, height, 0);
  NSLog(@"padding for %@", self.map.screenName);
}

@end
