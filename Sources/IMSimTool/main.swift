import IMSimSampleFrameworkProbe
import IMSimSampleIceCreamBuilder
import IMSim
import IMSimSampleShoppingList

// imsim's own samples, registered as a user's package registers its extensions.
IMSim.main(apps: [
    IMSimApp(ShoppingListExtension.principalClass, bundleIdentifier: ShoppingListExtension.bundleIdentifier,
             displayName: ShoppingListExtension.displayName, key: "shopping-list", controls: ShoppingListExtension.controls),
    IMSimApp(IceCreamBuilderExtension.principalClass, bundleIdentifier: IceCreamBuilderExtension.bundleIdentifier,
             displayName: IceCreamBuilderExtension.displayName, key: "ice-cream", controls: IceCreamBuilderExtension.controls),
    IMSimApp(FrameworkProbeExtension.principalClass, bundleIdentifier: FrameworkProbeExtension.bundleIdentifier,
             displayName: FrameworkProbeExtension.displayName, key: "probe", controls: FrameworkProbeExtension.controls),
])
