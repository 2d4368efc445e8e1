// imsim builds the Xcode folder named below in place, with its XcodeFolder plugin: its Swift files,
// storyboards, xibs, Info.plist and asset catalogs. Nothing there is copied or changed; edit it in
// Xcode and build again. The path is relative to the package's folder.
//
// xcode-folder: Samples/GameNight/GameNight MessagesExtension
