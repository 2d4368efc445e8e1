import Foundation

/// Foundation's undo manager, which Linux's Foundation leaves out: actions registered in groups (one
/// per event loop turn, as on iOS, or explicit), undone and redone in order; an undo registers its
/// own inverse as a redo. Main actor only.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    private struct Action {
        weak var target: AnyObject?
        let run: @MainActor (AnyObject) -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var open: Group?
    private var explicitDepth = 0
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false
    open var groupsByEvent = true
    open var levelsOfUndo = 0
    open private(set) var isUndoRegistrationEnabled = true
    private var disabledDepth = 0

    public override init() {
        super.init()
    }

    open var canUndo: Bool { !undoStack.isEmpty || !(open?.actions.isEmpty ?? true) }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var groupingLevel: Int { explicitDepth + (open != nil && explicitDepth == 0 ? 1 : 0) }

    /// Registers `handler`, to be called with `target` when the current group is undone.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        register(Action(target: target) { handler($0 as! TargetType) })
    }

    /// Registers `selector`, sent to `target` with `anObject` when the current group is undone.
    open func registerUndo(withTarget target: Any, selector: Selector, object anObject: Any?) {
        let argument = anObject
        register(Action(target: target as AnyObject) { SelectorDispatch.send(selector, to: $0, sender: argument ?? $0) })
    }

    open func setActionName(_ actionName: String) {
        if open != nil { open?.name = actionName } else if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
    }

    open func beginUndoGrouping() {
        if explicitDepth == 0 { closeOpenGroup() }
        explicitDepth += 1
        if open == nil { open = Group() }
    }

    open func endUndoGrouping() {
        guard explicitDepth > 0 else { return }
        explicitDepth -= 1
        if explicitDepth == 0 { closeOpenGroup() }
    }

    open func undo() {
        closeOpenGroup()
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        open = Group(name: group.name)
        for action in group.actions.reversed() { if let target = action.target { action.run(target) } }
        if let inverse = open, !inverse.actions.isEmpty { redoStack.append(inverse) }
        open = nil
        isUndoing = false
    }

    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        open = Group(name: group.name)
        for action in group.actions.reversed() { if let target = action.target { action.run(target) } }
        if let inverse = open, !inverse.actions.isEmpty { undoStack.append(inverse) }
        open = nil
        isRedoing = false
    }

    open func removeAllActions() {
        undoStack = []
        redoStack = []
        open = nil
    }

    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        undoStack = undoStack.compactMap { Self.without(object, $0) }
        redoStack = redoStack.compactMap { Self.without(object, $0) }
    }

    open func disableUndoRegistration() {
        disabledDepth += 1
        isUndoRegistrationEnabled = false
    }

    open func enableUndoRegistration() {
        disabledDepth = max(disabledDepth - 1, 0)
        isUndoRegistrationEnabled = disabledDepth == 0
    }

    private func register(_ action: Action) {
        guard isUndoRegistrationEnabled else { return }
        if isUndoing || isRedoing {
            open?.actions.append(action)
            return
        }
        redoStack = []
        if open == nil {
            open = Group()
            // A group made by an event closes when the main queue turns, as iOS closes it at the end of the event.
            if groupsByEvent && explicitDepth == 0 {
                DispatchQueue.main.async { MainActor.assumeIsolated { if self.explicitDepth == 0 { self.closeOpenGroup() } } }
            }
        }
        open?.actions.append(action)
    }

    private func closeOpenGroup() {
        guard let group = open, !isUndoing, !isRedoing else { return }
        open = nil
        guard !group.actions.isEmpty else { return }
        undoStack.append(group)
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    private static func without(_ target: AnyObject, _ group: Group) -> Group? {
        var kept = group
        kept.actions.removeAll { $0.target === target }
        return kept.actions.isEmpty ? nil : kept
    }
}

/// The undo manager a window gives its responders when none has its own: one per process here.
@MainActor
enum SharedUndo {
    static let manager = UndoManager()
}
