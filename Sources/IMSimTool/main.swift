import IMSimSampleDoodle
import IMSimSampleFrameworkProbe
import IMSimSampleGameNight
import IMSimSampleIceCreamBuilder
import IMSimSampleIMHostingVC
import IMSimSampleLunchPoll
import IMSimSampleManticoreTabs
import IMSim
import IMSimSamplePartyCard
import IMSimSamplePostcard
import IMSimSamplePotluck
import IMSimSamplePrizeWheel
import IMSimSampleShoppingList
import IMSimSampleSwiftUIGallery
import IMSimSampleTally
import IMSimSampleThreeInARow
import IMSimSampleTipJar

// imsim's own samples, registered as a user's package registers its extensions.
IMSim.main(apps: [
    IMSimApp(ShoppingListExtension.principalClass, bundleIdentifier: ShoppingListExtension.bundleIdentifier,
             displayName: ShoppingListExtension.displayName, key: "shopping-list", controls: ShoppingListExtension.controls),
    IMSimApp(IceCreamBuilderExtension.principalClass, bundleIdentifier: IceCreamBuilderExtension.bundleIdentifier,
             displayName: IceCreamBuilderExtension.displayName, key: "ice-cream", controls: IceCreamBuilderExtension.controls),
    IMSimApp(FrameworkProbeExtension.principalClass, bundleIdentifier: FrameworkProbeExtension.bundleIdentifier,
             displayName: FrameworkProbeExtension.displayName, key: "probe", controls: FrameworkProbeExtension.controls),
    IMSimApp(IMHostingVCExtension.principalClass, bundleIdentifier: IMHostingVCExtension.bundleIdentifier,
             displayName: IMHostingVCExtension.displayName, key: "hosting"),
    IMSimApp(IMHostingVCExtension.appleRemovalPrincipalClass, bundleIdentifier: IMHostingVCExtension.appleRemovalBundleIdentifier,
             displayName: IMHostingVCExtension.appleRemovalDisplayName, key: "hosting-apple-removal"),
    IMSimApp(ManticoreTabsExtension.principalClass, bundleIdentifier: ManticoreTabsExtension.bundleIdentifier,
             displayName: ManticoreTabsExtension.displayName, key: "manticore-tabs"),
    IMSimApp(PotluckExtension.principalClass, bundleIdentifier: PotluckExtension.bundleIdentifier,
             displayName: PotluckExtension.displayName, key: "potluck", controls: PotluckExtension.controls),
    IMSimApp(PartyCardExtension.principalClass, bundleIdentifier: PartyCardExtension.bundleIdentifier,
             displayName: PartyCardExtension.displayName, key: "party-card", controls: PartyCardExtension.controls),
    IMSimApp(ThreeInARowExtension.principalClass, bundleIdentifier: ThreeInARowExtension.bundleIdentifier,
             displayName: ThreeInARowExtension.displayName, key: "three-in-a-row"),
    IMSimApp(PrizeWheelExtension.principalClass, bundleIdentifier: PrizeWheelExtension.bundleIdentifier,
             displayName: PrizeWheelExtension.displayName, key: "prize-wheel"),
    IMSimApp(PostcardExtension.principalClass, bundleIdentifier: PostcardExtension.bundleIdentifier,
             displayName: PostcardExtension.displayName, key: "postcard"),
    IMSimApp(TallyExtension.principalClass, bundleIdentifier: TallyExtension.bundleIdentifier,
             displayName: TallyExtension.displayName, key: "tally", controls: TallyExtension.controls),
    // SwiftUI screens of an @Observable model in a hosting controller.
    IMSimApp(LunchPollExtension.principalClass, bundleIdentifier: LunchPollExtension.bundleIdentifier,
             displayName: LunchPollExtension.displayName, key: "lunch-poll"),
    IMSimApp(SwiftUIGalleryExtension.principalClass, bundleIdentifier: SwiftUIGalleryExtension.bundleIdentifier,
             displayName: SwiftUIGalleryExtension.displayName, key: "swiftui-gallery"),
    // An Xcode folder, built as it is: its Info.plist names the storyboard and the display name (key game-night).
    IMSimApp(xcodeFolder: IMSimSampleGameNight.IMSimXcodeFolder.self, bundleIdentifier: "com.example.GameNight.MessagesExtension"),
    IMSimApp(xcodeFolder: IMSimSampleTipJar.IMSimXcodeFolder.self, bundleIdentifier: "com.example.TipJar.MessagesExtension"),
    IMSimApp(xcodeFolder: IMSimSampleDoodle.IMSimXcodeFolder.self, bundleIdentifier: "com.example.Doodle.MessagesExtension"),
])
