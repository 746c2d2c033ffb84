import Foundation

/// Writes a deterministic Objective-C codebase: plain view controllers and
/// models that never reach clang, views with a `padding` of their own (the
/// prefilter's common name without an SDK type), and every 50th file a
/// navigation screen with three legacy uses.
struct ObjCCorpusGenerator {
    var files: Int

    /// Writes the corpus below `root`; returns (files, bytes, expected legacy uses).
    func write(to root: URL) throws -> (files: Int, bytes: Int, legacyUses: Int) {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var bytes = 0
        var uses = 0
        for index in 0..<files {
            let (name, text, hits) = file(index)
            try Data(text.utf8).write(to: root.appendingPathComponent(name))
            bytes += text.utf8.count
            uses += hits
        }
        return (files, bytes, uses)
    }

    private func file(_ index: Int) -> (String, String, Int) {
        if index % 50 == 7 {
            return ("NavigationScreen\(index).m", """
                #import <GoogleNavigation/GoogleNavigation.h>

                @interface NavigationScreen\(index) : UIViewController
                @property (nonatomic, strong) GMSMapView *mapView;
                @end

                @implementation NavigationScreen\(index)
                - (void)viewDidLoad {
                  [super viewDidLoad];
                  self.mapView.settings.navigationHeaderEnabled = NO;
                  [self.mapView.settings setNavigationFooterEnabled:NO];
                  self.mapView.padding = UIEdgeInsetsMake(0, 0, \(index % 200), 0);
                }
                @end

                """, 3)
        }
        if index % 10 == 3 {
            return ("CardView\(index).m", """
                #import <UIKit/UIKit.h>

                @interface CardView\(index) : UIView
                @property (nonatomic) CGFloat padding;
                @end

                @implementation CardView\(index)
                - (void)layoutSubviews {
                  [super layoutSubviews];
                  self.padding = \(index % 16);
                }
                @end

                """, 0)
        }
        var body = ""
        for row in 0..<12 {
            body += """
                - (void)configureRow\(row) {
                  UILabel *label = [UILabel new];
                  label.text = [NSString stringWithFormat:@"row %d of %@", \(row), self.title];
                  [self.view addSubview:label];
                }

                """
        }
        return ("ListViewController\(index).m", """
            #import <UIKit/UIKit.h>

            @interface ListViewController\(index) : UIViewController
            @end

            @implementation ListViewController\(index)
            \(body)@end

            """, 0)
    }
}
