# Argument errors of the functions of math, time and unicodedata: which
# messages name the module (time.sleep()), which do not (log, strftime),
# and __qualname__ is the bare name.
import math, time, unicodedata


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


SKIP = {'clock_getres', 'clock_gettime', 'clock_gettime_ns', 'clock_settime', 'clock_settime_ns',
        'get_clock_info', 'pthread_getcpuclockid', 'thread_time', 'thread_time_ns', 'tzset', 'isclose', 'sleep'}
for m in (math, time, unicodedata):
    for name in sorted(dir(m)):
        if name.startswith('_') or name in SKIP:
            continue
        f = getattr(m, name)
        if type(f).__name__ != 'builtin_function_or_method':
            continue
        print(m.__name__, name, f.__name__, f.__qualname__, end=' | ')
        show(lambda: f(1, 2, 3, 4, 5, 6, 7, 8, 9))
        print(m.__name__, name, end=' | ')
        show(lambda: f(k=1))
