"""The Python half of the time module (runtime/modules/time.c runs it in
the module's namespace): strptime's parsing is datetime's, as CPython's
time.strptime and datetime.strptime share _strptime."""


def _strptime_time(data_string, format='%a %b %d %H:%M:%S %Y'):
    for index, arg in enumerate([data_string, format]):
        if not isinstance(arg, str):
            raise TypeError('strptime() argument %d must be str, not %s' % (index, type(arg)))
    from datetime import _strptime
    tt = _strptime(data_string, format)[0]
    # (year, ..., weekday, julian, tzname, gmtoff): tm_isdst is -1 unless
    # %Z named a zone, which in smolvm's UTC can only be UTC or GMT.
    isdst = -1 if tt[8] is None else 0
    return struct_time(tt[:8] + (isdst,) + tt[8:])
