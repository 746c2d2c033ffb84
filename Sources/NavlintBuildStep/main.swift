import Foundation

// The build step of navlint's build-tool plugin (Plugins/NavlintBuildWarnings):
//
//     NavlintBuildStep MARKER CONFIG NAVLINT ARGUMENT...
//
// runs `NAVLINT ARGUMENT...` (with `--config CONFIG` when that file exists now: the plugin
// cannot tell, as SwiftPM does not ask it again when the file appears or goes) and, when it
// exits with 0, writes MARKER, the build command's
// declared output. SwiftPM treats each declared output of a build command as a file of the
// target: a Swift file is compiled, any other file becomes a resource bundled with the target
// (a navlint report would ship inside the app). So the output is a Swift file holding only a
// comment, and navlint cannot write it: this step does.
//
// Findings are warnings and leave the exit status 0: the build goes on. navlint's errors
// (failing findings, exit status 1) and a navlint that cannot run (exit status 2: input or
// configuration errors; or not launched at all) fail the build, and MARKER is removed so that
// the next build runs navlint again: never a silent pass.
//
// navlint runs in MARKER's folder, outside the package, so it names files by absolute path,
// which Xcode needs to attach a diagnostic to its source line.

let arguments = CommandLine.arguments
guard arguments.count >= 4 else {
    FileHandle.standardError.write(Data("usage: NavlintBuildStep MARKER CONFIG NAVLINT ARGUMENT...\n".utf8))
    exit(2)
}
let marker = URL(fileURLWithPath: arguments[1])
try? FileManager.default.removeItem(at: marker)
let configuration = arguments[2]

let navlint = Process()
navlint.executableURL = URL(fileURLWithPath: arguments[3])
navlint.arguments = Array(arguments.dropFirst(4))
    + (FileManager.default.fileExists(atPath: configuration) ? ["--config", configuration] : [])
navlint.currentDirectoryURL = marker.deletingLastPathComponent()
do {
    try navlint.run()
} catch {
    FileHandle.standardError.write(Data("error: cannot run navlint (\(arguments[3])): \(error)\n".utf8))
    exit(2)
}
navlint.waitUntilExit()
guard navlint.terminationReason == .exit, navlint.terminationStatus == 0 else {
    let how = navlint.terminationReason == .exit ? "exited with status" : "was terminated by signal"
    FileHandle.standardError.write(Data("error: navlint \(how) \(navlint.terminationStatus)\n".utf8))
    exit(navlint.terminationReason == .exit ? navlint.terminationStatus : 1)
}
do {
    try Data("// navlint lint passed (warnings aside) on this target's sources; nothing is declared here.\n".utf8)
        .write(to: marker)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(marker.path): \(error)\n".utf8))
    exit(2)
}
