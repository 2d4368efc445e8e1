#ifndef IMSIM_DISPATCH_SHIM_H
#define IMSIM_DISPATCH_SHIM_H
/* libdispatch's hooks for a run loop on the main thread, the ones CoreFoundation's CFRunLoop uses on
   Linux: a file descriptor (an eventfd) that becomes readable when the main queue has work, and the
   call that runs that work. Exported by libdispatch.so, declared in its private headers. */
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *message);

/* CoreFoundation's answer to "when is the main run loop's next timer due" without running the loop
   (RunLoop.limitDate runs a pass of it first: several system calls). Foundation links CoreFoundation
   but does not show it to Swift on Linux; renamed here so the declarations cannot meet its own. */
double imsim_CFRunLoopGetNextTimerFireDate(void *runLoop, const void *mode) __asm__("CFRunLoopGetNextTimerFireDate");
void *imsim_CFRunLoopGetMain(void) __asm__("CFRunLoopGetMain");
extern const void *const imsim_kCFRunLoopDefaultMode __asm__("kCFRunLoopDefaultMode");
#endif
