// imsim builds the Xcode folder named below in place, with its XcodeFolder plugin. Its xib wires the
// "Tip $5" button to tipOne:, a mistake scenarios/failing/xib-action-wired-to-the-wrong-button.yaml catches.
//
// xcode-folder: Samples/TipJar/TipJar MessagesExtension
