/// What a build generates for the outlets and actions of an Xcode folder's storyboards and xibs: Swift
/// has no Objective-C runtime on Linux to set a property or call a method by its name, so the build
/// writes a closure for each (`XcodeFolderTool`), and UIKit calls it when it connects a loaded nib.
/// Keys are `Class.property` and `Class.selector`, with the class as the document names it.
@MainActor
public struct IBConnectors {
    /// Sets an outlet of `owner` to `value` (a view, a controller, or an array for an outlet collection).
    public typealias Outlet = @MainActor (_ owner: AnyObject, _ value: Any) -> Void
    /// Calls an action method of `target` with the control that sent it and the event.
    public typealias Action = @MainActor (_ target: AnyObject, _ sender: Any, _ event: Any?) -> Void

    /// Sets an `@IBInspectable` property of `object` to a runtime attribute's value (a number as a
    /// Double, a Boolean, a string, a colour).
    public typealias Inspectable = @MainActor (_ object: AnyObject, _ value: Any) -> Void

    public var outlets: [String: Outlet]
    public var actions: [String: Action]
    public var inspectables: [String: Inspectable]

    public init(outlets: [String: Outlet] = [:], actions: [String: Action] = [:], inspectables: [String: Inspectable] = [:]) {
        self.outlets = outlets
        self.actions = actions
        self.inspectables = inspectables
    }
}
