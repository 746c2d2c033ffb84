#import <GoogleNavigation/GoogleNavigation.h>
#include <vector>
#include <string>
#include <memory>
#include <map>
#include <functional>
#include <optional>

struct Insets { double top, bottom; };

static void apply(GMSMapView *map, const std::vector<double> &edges, std::shared_ptr<Insets> extra,
                  std::map<std::string, bool> flags, std::function<void()> done, std::optional<double> bottom) {
  std::string key = "header";
  [map setPadding:UIEdgeInsetsMake(edges[0] + extra->top, 0, bottom.value_or(0), 0)];   // use
  map.settings.navigationHeaderEnabled = flags[key];                                      // use
  for (auto value : edges) { (void)value; }
  auto chip = std::make_unique<Insets>();
  map.settings.navigationFooterEnabled = chip->bottom > 0 && !flags.empty();              // use
  done();
}
