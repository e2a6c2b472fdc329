import DocgenSite
import DocgenSupport
/// The parsed pages a render hands out, one slot per routed page, each taken by the one worker
/// that renders that page. Taking empties the slot, so in a long-lived process (`serve`) a
/// page's tree is freed as soon as the last page made from it (itself, and its fallbacks in
/// other locales) is rendered, and the memory goes to the pages still to come.
final class PageSlots: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<ParsedPage?>

    /// `count` slots, slot `i` holding `page(i)`.
    init(count: Int, _ page: (Int) -> ParsedPage?) {
        slots = .allocate(capacity: count)
        for i in 0..<count { (slots.baseAddress! + i).initialize(to: page(i)) }
    }

    /// The page of slot `i`, leaving it empty; only one worker may take a given slot.
    func take(_ i: Int) -> ParsedPage? {
        let page = slots[i]
        slots[i] = nil
        return page
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }
}
