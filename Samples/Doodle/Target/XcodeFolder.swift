// imsim builds the Xcode folder named below in place, with its XcodeFolder plugin: a drawing
// extension made in code, worked by a finger (touches, a tap recognizer, a swipe, #selector actions).
//
// xcode-folder: Samples/Doodle/Doodle MessagesExtension
