/* The time module: clocks, sleep, and the struct_time conversions.
 *
 * Clocks: time() reads the system's real-time clock; monotonic() and
 * perf_counter() read the VM's clock (rt_now: the host's clock hook,
 * monotonic by default), so a host that fixes the clock for tests fixes
 * them too; process_time() reads the process CPU clock.
 *
 * sleep() never blocks the host thread. A sandbox serves many sessions
 * from few threads, and a snippet that sleeps is waiting for nothing the
 * sandbox could provide, so sleep(s) advances a per-VM virtual offset that
 * every clock of this module adds: code that measures the time around a
 * sleep sees the time pass, and polling loops (`while time.time() < end:
 * time.sleep(0.1)`) terminate at once. The sleep is charged to the run's
 * deadline: a sleep that would carry the run past its deadline ends the
 * run with the deadline status, as a real sleep would have.
 *
 * The offset lives in a Bytes block held by each clock function's `self`
 * (Native.self): per VM, invisible to snippets.
 *
 * Time zone and locale: a snippet's local time is UTC, whatever the host's
 * TZ, /etc/localtime or locale say (a sandbox reveals nothing of its host,
 * and the same snippet prints the same on every host). localtime() is
 * gmtime(), mktime() is its inverse, timezone = altzone = 0, daylight = 0,
 * tzname = ('UTC', 'UTC'), and strftime() formats in the C locale. The
 * calendar arithmetic is done here rather than by the C library, whose
 * gmtime and mktime load the host's zone data (leap seconds included) on
 * first use.
 *
 * strptime() parses with the datetime module's strptime, through a helper
 * written in Python (runtime/modules/py/_time.py). */
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <time.h>
#include "runtime/rt.h"
#include "runtime/names.h"

/* The virtual-sleep state, stored as raw bytes in a Bytes object. */
typedef struct SleepState {
    double offset;          /* seconds slept since the VM started */
    double run_start;       /* vm->run_start of the run that slept last */
    double run_slept;       /* seconds slept during that run */
} SleepState;

/* Every function of the module has as `self` the pair (state bytes,
 * struct_time type). */
static SleepState *sleep_state(Value self) {
    if (!IS_TUPLE(self) || AS_TUPLE(self)->len != 2 || !IS_KIND(AS_TUPLE(self)->items[0], OK_BYTES)) return NULL;
    Bytes *b = (Bytes *)AS_OBJ(AS_TUPLE(self)->items[0]);
    return b->len == sizeof(SleepState) ? (SleepState *)(void *)b->buf : NULL;
}

static double slept(Value self) {
    SleepState *s = sleep_state(self);
    return s ? s->offset : 0.0;
}

static Value t_time(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return v_float(rt_wall(vm) + slept(self));
}

static Value t_time_ns(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    int64_t ns;
    if (vm->wall_clock) {
        /* Whole seconds and the fraction apart: a double holds the
         * seconds exactly, not the product with 1e9. */
        double t = rt_wall(vm), sec = floor(t);
        ns = (int64_t)sec * 1000000000 + (int64_t)llround((t - sec) * 1e9);
    } else {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        ns = (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
    }
    return v_int(ns + (int64_t)(slept(self) * 1e9));
}

static Value t_monotonic(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return v_float(rt_now(vm) + slept(self));
}

static Value t_monotonic_ns(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return v_int((int64_t)((rt_now(vm) + slept(self)) * 1e9));
}

static Value t_process_time(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return v_float(rt_cpu(vm));
}

static Value t_process_time_ns(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return v_int((int64_t)(rt_cpu(vm) * 1e9));
}

/* A seconds argument as CPython's _PyTime_FromSecondsObject reads it. */
static bool seconds_arg(VM *vm, Value v, double *out) {
    if (IS_FLOAT(v)) {
        if (isnan(AS_FLOAT(v))) {
            exc_raise(vm, EXC_ValueError, "Invalid value NaN (not a number)");
            return false;
        }
        *out = AS_FLOAT(v);
        return true;
    }
    if (IS_INT(v) || IS_BOOL(v)) {
        *out = IS_BOOL(v) ? (double)AS_BOOL(v) : (double)AS_INT(v);
        return true;
    }
    if (IS_BIGINT(v)) {
        exc_raise(vm, EXC_OverflowError, "timestamp too large to convert to C _PyTime_t");
        return false;
    }
    exc_raise(vm, EXC_TypeError, "'%s' object cannot be interpreted as an integer", type_name(vm, v));
    return false;
}

static Value t_sleep(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    double secs;
    if (!seconds_arg(vm, argv[0], &secs)) return VEXC;
    if (secs < 0) return exc_raise(vm, EXC_ValueError, "sleep length must be non-negative");
    if (!rt_charge(vm, 1)) return VEXC;
    SleepState *s = sleep_state(self);
    if (!s) return VNONE;
    if (s->run_start != vm->run_start) {
        s->run_start = vm->run_start;
        s->run_slept = 0;
    }
    double limit = vm->limits.deadline_seconds;
    if (limit > 0 && rt_now(vm) - vm->run_start + s->run_slept + secs > limit) {
        s->offset += secs;
        return rt_halt(vm, HALT_DEADLINE);
    }
    s->offset += secs;
    s->run_slept += secs;
    return VNONE;
}

/* ---- UTC calendar ------------------------------------------------------- */

/* Days from 1970-01-01 to y-m-d of the proleptic Gregorian calendar, m in
 * 1..12 (H. Hinnant's days_from_civil). */
static int64_t days_from_civil(int64_t y, int64_t m, int64_t d) {
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

/* The date `z` days after 1970-01-01 (civil_from_days). */
static void civil_from_days(int64_t z, int64_t *y, int *m, int *d) {
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = yoe + era * 400 + (*m <= 2);
}

static int64_t floor_div(int64_t a, int64_t b) { return a / b - (a % b != 0 && (a < 0) != (b < 0)); }

/* gmtime_r without the C library: false if the year leaves an int. */
static bool utc_tm(int64_t t, struct tm *tm) {
    int64_t days = floor_div(t, 86400), secs = t - days * 86400, y;
    int m, d;
    civil_from_days(days, &y, &m, &d);
    if (y - 1900 > INT32_MAX || y - 1900 < INT32_MIN) return false;
    memset(tm, 0, sizeof *tm);
    tm->tm_year = (int)(y - 1900);
    tm->tm_mon = m - 1;
    tm->tm_mday = d;
    tm->tm_hour = (int)(secs / 3600);
    tm->tm_min = (int)(secs / 60 % 60);
    tm->tm_sec = (int)(secs % 60);
    tm->tm_wday = (int)(days - floor_div(days + 4, 7) * 7 + 4);
    tm->tm_yday = (int)(days - days_from_civil(y, 1, 1));
    tm->tm_isdst = 0;
    tm->tm_gmtoff = 0;
    tm->tm_zone = "UTC";
    return true;
}

/* timegm: the fields (normalised as mktime does: month 13 is January of
 * the next year, second 61 the next minute) as seconds since the epoch;
 * false if the normalised year leaves an int. */
static bool utc_seconds(const struct tm *tm, int64_t *out) {
    int64_t mon = tm->tm_mon;
    int64_t y = (int64_t)tm->tm_year + 1900 + floor_div(mon, 12);
    mon -= floor_div(mon, 12) * 12;
    int64_t days = days_from_civil(y, mon + 1, 1) + tm->tm_mday - 1;
    int64_t t = days * 86400 + (int64_t)tm->tm_hour * 3600 + (int64_t)tm->tm_min * 60 + tm->tm_sec;
    struct tm check;
    if (!utc_tm(t, &check)) return false;
    *out = t;
    return true;
}

/* ---- struct_time -------------------------------------------------------- */

/* A struct_time is an instance of the module's struct_time type, a
 * subclass of tuple: its builtin_value is the tuple of the nine visible
 * fields, so every tuple operation (indexing, slicing, len, iteration,
 * count, index, +, comparison, hashing) sees them, and its attrs dict
 * holds tm_zone and tm_gmtoff, which CPython keeps outside the sequence
 * too (the type's read-only properties come first on lookup, and dir()
 * names each once). */
#define ST_VISIBLE 9
#define ST_FIELDS 11

static const char *const st_names[ST_FIELDS] = {
    "tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec",
    "tm_wday", "tm_yday", "tm_isdst", "tm_zone", "tm_gmtoff",
};

static Tuple *st_tuple(Value v) {
    if (!IS_INSTANCE(v)) return NULL;
    Value b = AS_INSTANCE(v)->builtin_value;
    if (!IS_TUPLE(b)) return NULL;
    Tuple *t = AS_TUPLE(b);
    return t->len == ST_VISIBLE ? t : NULL;
}

/* Field i of a struct_time (the caller has checked it is one). */
static Value st_get(VM *vm, Value v, int i) {
    if (i < ST_VISIBLE) return st_tuple(v)->items[i];
    Dict *attrs = AS_INSTANCE(v)->attrs;
    Str *k = str_intern_cstr(vm, st_names[i]);
    if (!k) return VEXC;
    Value r = attrs ? dict_get_str(vm, attrs, k) : VEMPTY;
    return IS_EMPTY(r) ? VNONE : r;
}

/* A struct_time of cls from n (9 to 11) field values; the missing ones
 * are None. */
static Value st_make(VM *vm, Type *cls, const Value *items, size_t n) {
    size_t rs = gc_scope(vm);
    Value r = VEXC;
    for (size_t i = 0; i < n; i++) gc_push(vm, items[i]);
    Value t = tuple_pack(vm, ST_VISIBLE, items);
    if (IS_EXC(t)) goto out;
    gc_push(vm, t);
    Dict *attrs = dict_new(vm);
    if (!attrs) goto out;
    gc_push(vm, v_obj(attrs));
    for (size_t i = ST_VISIBLE; i < ST_FIELDS; i++) {
        Str *k = str_intern_cstr(vm, st_names[i]);
        if (!k || dict_set_str(vm, attrs, k, i < n ? items[i] : VNONE) < 0) goto out;
    }
    r = rt_wrap_builtin(vm, cls, t);
    if (!IS_EXC(r)) AS_INSTANCE(r)->attrs = attrs;
out:
    gc_unscope(vm, rs);
    return r;
}

static Value st_from_tm(VM *vm, Type *cls, const struct tm *tm) {
    Value f[ST_FIELDS] = {
        v_int((int64_t)tm->tm_year + 1900), v_int(tm->tm_mon + 1), v_int(tm->tm_mday),
        v_int(tm->tm_hour), v_int(tm->tm_min), v_int(tm->tm_sec),
        v_int((tm->tm_wday + 6) % 7), v_int(tm->tm_yday + 1), v_int(tm->tm_isdst),
        VNONE, v_int(tm->tm_gmtoff),
    };
    f[9] = str_cvalue(vm, tm->tm_zone ? tm->tm_zone : "UTC");
    if (IS_EXC(f[9])) return VEXC;
    return st_make(vm, cls, f, ST_FIELDS);
}

static Type *st_type(Value self) {
    if (!IS_TUPLE(self) || AS_TUPLE(self)->len != 2 || !IS_TYPE(AS_TUPLE(self)->items[1])) return NULL;
    return AS_TYPE(AS_TUPLE(self)->items[1]);
}

static Value st_ctor(VM *vm, Value cls, int argc, const Value *argv, Tuple *kwnames) {
    if (!arg_nokw(vm, "struct_time", kwnames)) return VEXC;
    if (argc == 0) return exc_raise(vm, EXC_TypeError, "structseq() missing required argument 'sequence' (pos 1)");
    if (argc > 2) return exc_raise(vm, EXC_TypeError, "structseq() takes at most 2 arguments (%d given)", argc);
    if (argc == 2 && !IS_DICT(argv[1]))
        return exc_raise(vm, EXC_TypeError, "structseq() argument 2 must be dict, not %s", type_name(vm, argv[1]));
    List *l = rt_list_from_iter(vm, argv[0]);
    if (!l) return VEXC;
    if (l->len < ST_VISIBLE)
        return exc_raise(vm, EXC_TypeError, "time.struct_time() takes an at least 9-sequence (%zu-sequence given)",
                         l->len);
    if (l->len > ST_FIELDS)
        return exc_raise(vm, EXC_TypeError, "time.struct_time() takes an at most 11-sequence (%zu-sequence given)",
                         l->len);
    gc_push(vm, v_obj(l));
    Value r = st_make(vm, AS_TYPE(cls), l->items, l->len);
    gc_pop(vm, 1);
    return r;
}

static Value st_repr(VM *vm, Value self) {
    Tuple *t = st_tuple(self);
    if (!t) return str_cvalue(vm, "time.struct_time()");
    StrBuf b;
    sb_init(&b, vm);
    sb_adds(&b, "time.struct_time(");
    for (int i = 0; i < ST_VISIBLE; i++) {
        Value r = obj_repr(vm, t->items[i]);
        if (IS_EXC(r)) {
            sb_free(&b);
            return VEXC;
        }
        sb_addf(&b, "%s%s=", i ? ", " : "", st_names[i]);
        sb_addstr(&b, AS_STR(r));
    }
    sb_addc(&b, ')');
    return sb_finish(&b);
}

static Value st_field(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    /* Each property getter is a Native whose self is its field index. */
    if (!st_tuple(argv[0]) || !IS_INT(self)) return exc_raise(vm, EXC_TypeError, "descriptor needs a struct_time");
    return st_get(vm, argv[0], (int)AS_INT(self));
}

/* copy.copy and copy.deepcopy: a new struct_time with the same fields. */
static Value st_copy(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!st_tuple(self)) return exc_raise(vm, EXC_TypeError, "descriptor needs a struct_time");
    Value f[ST_FIELDS];
    for (int i = 0; i < ST_FIELDS; i++) {
        f[i] = st_get(vm, self, i);
        if (IS_EXC(f[i])) return VEXC;
    }
    return st_make(vm, AS_INSTANCE(self)->cls, f, ST_FIELDS);
}

/* struct_time.__new__(cls, sequence[, dict]), as tuple.__new__ is
 * reached: self is the class it was looked up on. */
static Value st_new(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    Type *base = NULL;
    Tuple *mro = IS_TYPE(self) ? AS_TYPE(self)->mro : NULL;
    for (size_t i = 0; mro && i < mro->len && !base; i++)
        if (IS_TYPE(mro->items[i]) && AS_TYPE(mro->items[i])->ctor == st_ctor) base = AS_TYPE(mro->items[i]);
    if (!base) return exc_raise(vm, EXC_TypeError, "struct_time.__new__(X): X is not a type object");
    Type *cls = rt_new_cls(vm, self, &argc, &argv, base);
    if (!cls) return VEXC;
    return st_ctor(vm, v_obj(cls), argc, argv, kw);
}

static const MethodDef st_methods[] = {
    {"__new__", st_new, 0, -1, NATIVE_KW},
    {"__copy__", st_copy, 0, 0, 0},
    {"__deepcopy__", st_copy, 1, 1, 0},
    {NULL, NULL, 0, 0, 0},
};

/* ---- conversions ----------------------------------------------------- */

/* The optional seconds argument of gmtime/localtime/ctime as a time_t,
 * rounded toward minus infinity as CPython does. */
static bool time_t_arg(VM *vm, Value self, int argc, const Value *argv, time_t *out) {
    if (argc < 1 || IS_NONE(argv[0])) {
        *out = (time_t)floor(rt_wall(vm) + slept(self));
        return true;
    }
    double d;
    if (!seconds_arg(vm, argv[0], &d)) return false;
    if (!(d > -67768040609740800.0 && d < 67768036191676800.0)) {
        exc_raise(vm, EXC_OverflowError, "timestamp out of range for platform time_t");
        return false;
    }
    *out = (time_t)floor(d);
    return true;
}

/* gmtime() and localtime(): the same time (local time is UTC), the zone
 * named as the C library names them, "GMT" and "UTC". */
static Value utc_struct(VM *vm, Value self, int argc, const Value *argv, const char *zone) {
    time_t t;
    struct tm tm;
    if (!time_t_arg(vm, self, argc, argv, &t)) return VEXC;
    if (!utc_tm((int64_t)t, &tm)) return exc_raise(vm, EXC_OverflowError, "timestamp out of range for platform time_t");
    tm.tm_zone = zone;
    return st_from_tm(vm, st_type(self), &tm);
}

static Value t_gmtime(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return utc_struct(vm, self, argc, argv, "GMT");
}

static Value t_localtime(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    return utc_struct(vm, self, argc, argv, "UTC");
}

/* The current time as a struct tm. */
static void now_tm(VM *vm, Value self, struct tm *tm) {
    if (!utc_tm((int64_t)floor(rt_wall(vm) + slept(self)), tm)) utc_tm(0, tm);
}

/* a + b in C int, wrapping as CPython's gettmarg does in practice (its
 * tm_mon--, tm_yday-- and tm_wday + 1 on any C int a snippet gives). */
static int int_wrap_add(int a, int b) {
    return (int)(int32_t)((uint32_t)a + (uint32_t)b);
}

static bool int_field(VM *vm, Value v, int *out) {
    int64_t i;
    bool ovf = false;
    if (IS_FLOAT(v)) {
        exc_raise(vm, EXC_TypeError, "'float' object cannot be interpreted as an integer");
        return false;
    }
    if (!obj_index(vm, v, &i, &ovf)) return false;
    /* The words of CPython's "i" argument format. */
    if (ovf || i > INT32_MAX || i < INT32_MIN) {
        exc_raise(vm, EXC_OverflowError, ovf ? "Python int too large to convert to C long"
                                         : i > 0 ? "signed integer is greater than maximum"
                                                 : "signed integer is less than minimum");
        return false;
    }
    *out = (int)i;
    return true;
}

/* A struct_time or 9-tuple argument as a struct tm, with CPython's
 * gettmarg/checktm checks. */
static bool tm_arg(VM *vm, const char *fname, Value v, struct tm *tm, bool check) {
    Tuple *st = st_tuple(v);
    const Value *items;
    size_t n;
    if (st) {
        items = st->items;
        n = ST_VISIBLE;
    } else if (IS_TUPLE(v)) {
        items = AS_TUPLE(v)->items;
        n = AS_TUPLE(v)->len;
    } else {
        exc_raise(vm, EXC_TypeError, "Tuple or struct_time argument required");
        return false;
    }
    if (n != ST_VISIBLE) {
        exc_raise(vm, EXC_TypeError, "%s(): illegal time tuple argument", fname);
        return false;
    }
    int f[ST_VISIBLE];
    for (int i = 0; i < ST_VISIBLE; i++)
        if (!int_field(vm, items[i], &f[i])) return false;
    if (f[0] < INT32_MIN + 1900) {
        exc_raise(vm, EXC_OverflowError, "year out of range");
        return false;
    }
    memset(tm, 0, sizeof *tm);
    tm->tm_year = f[0] - 1900;
    tm->tm_mon = int_wrap_add(f[1], -1);
    tm->tm_mday = f[2];
    tm->tm_hour = f[3];
    tm->tm_min = f[4];
    tm->tm_sec = f[5];
    /* Negative when f[6] < -1: checktm's "day of week out of range". */
    tm->tm_wday = int_wrap_add(f[6], 1) % 7;
    tm->tm_yday = int_wrap_add(f[7], -1);
    tm->tm_isdst = f[8];
    /* A zone the caller gave is shown as given; none is UTC, never the
     * host's zone (the C library would look it up). */
    tm->tm_zone = "UTC";
    Value zone = st ? st_get(vm, v, 9) : VNONE, off = st ? st_get(vm, v, 10) : VNONE;
    if (IS_STR(zone) && AS_STR(zone)->blen) tm->tm_zone = AS_STR(zone)->data;
    if (IS_INT(off)) tm->tm_gmtoff = AS_INT(off);
    if (!check) return true;
    /* CPython's checktm, after its normalisation of zero fields. */
    if (tm->tm_mon == -1) tm->tm_mon = 0;
    else if (tm->tm_mon < 0 || tm->tm_mon > 11) goto range;
    if (tm->tm_mday == 0) tm->tm_mday = 1;
    else if (tm->tm_mday < 0 || tm->tm_mday > 31) goto range_day;
    if (tm->tm_hour < 0 || tm->tm_hour > 23) goto range_hour;
    if (tm->tm_min < 0 || tm->tm_min > 59) goto range_min;
    if (tm->tm_sec < 0 || tm->tm_sec > 61) goto range_sec;
    if (tm->tm_wday < 0) goto range_wday;
    if (tm->tm_yday == -1) tm->tm_yday = 0;
    else if (tm->tm_yday < 0 || tm->tm_yday > 365) goto range_yday;
    return true;
range:
    exc_raise(vm, EXC_ValueError, "month out of range");
    return false;
range_day:
    exc_raise(vm, EXC_ValueError, "day of month out of range");
    return false;
range_hour:
    exc_raise(vm, EXC_ValueError, "hour out of range");
    return false;
range_min:
    exc_raise(vm, EXC_ValueError, "minute out of range");
    return false;
range_sec:
    exc_raise(vm, EXC_ValueError, "seconds out of range");
    return false;
range_wday:
    exc_raise(vm, EXC_ValueError, "day of week out of range");
    return false;
range_yday:
    exc_raise(vm, EXC_ValueError, "day of year out of range");
    return false;
}

static Value t_mktime(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    struct tm tm;
    if (!tm_arg(vm, "mktime", argv[0], &tm, false)) return VEXC;
    int64_t t;
    if (!utc_seconds(&tm, &t)) return exc_raise(vm, EXC_OverflowError, "mktime argument out of range");
    return v_float((double)t);
}

static Value t_strftime(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    if (!IS_STR(argv[0]))
        return exc_raise(vm, EXC_TypeError, "strftime() argument 1 must be str, not %s", type_name(vm, argv[0]));
    Str *fmt = AS_STR(argv[0]);
    struct tm tm;
    if (argc > 1) {
        if (!tm_arg(vm, "strftime", argv[1], &tm, true)) return VEXC;
    } else {
        now_tm(vm, self, &tm);
    }
    if (memchr(fmt->data, '\0', fmt->blen)) return exc_raise(vm, EXC_ValueError, "embedded null character");
    if (fmt->blen == 0) return v_obj(vm->empty_str);
    if (!rt_charge(vm, (int64_t)fmt->blen)) return VEXC;
    if (tm.tm_isdst < -1) tm.tm_isdst = -1;
    else if (tm.tm_isdst > 1) tm.tm_isdst = 1;
    /* The C library's %s would call mktime (the host's zone): it is
     * expanded here. Everything else is strftime_l in the C locale, which
     * reads neither TZ (tm_zone and tm_gmtoff are always set) nor the
     * process locale. */
    StrBuf f;
    sb_init(&f, vm);
    for (size_t i = 0; i < fmt->blen; i++) {
        if (fmt->data[i] != '%') {
            sb_addc(&f, fmt->data[i]);
            continue;
        }
        size_t j = i + 1;
        char pad = 0;
        while (j < fmt->blen && strchr("_-0^#", fmt->data[j])) pad = fmt->data[j++];
        int width = 0;
        while (j < fmt->blen && fmt->data[j] >= '0' && fmt->data[j] <= '9' && width < 1000)
            width = width * 10 + (fmt->data[j++] - '0');
        while (j < fmt->blen && (fmt->data[j] == 'E' || fmt->data[j] == 'O')) j++;
        if (j < fmt->blen && fmt->data[j] == 's') {
            int64_t secs;
            if (!utc_seconds(&tm, &secs)) secs = 0;
            char num[32];
            int n = snprintf(num, sizeof num, "%lld", (long long)secs);
            for (int k = n; k < width; k++) sb_addc(&f, pad == '0' ? '0' : ' ');
            sb_add(&f, num, (size_t)n);
            i = j;
            continue;
        }
        size_t end = j < fmt->blen ? j : fmt->blen - 1;
        sb_add(&f, fmt->data + i, end - i + 1);
        i = end;
    }
    Value fv = sb_finish(&f);
    if (IS_EXC(fv)) return fv;
    Str *cfmt = AS_STR(fv);
    locale_t c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0);
    if (!c_locale) return exc_raise(vm, EXC_MemoryError, "no C locale");
    Value r = v_obj(vm->empty_str);
    gc_push(vm, fv);
    /* strftime cannot tell "empty result" from "buffer too small": grow
     * the buffer until it is 256 times the format, as CPython does. Each
     * try may fill the buffer (a field width writes that many bytes), so
     * each is charged by its size. */
    for (size_t cap = 1024;; cap *= 2) {
        if (!rt_charge(vm, (int64_t)(cap / 16))) {
            r = VEXC;
            break;
        }
        char *buf = mem_alloc(vm, cap);
        if (!buf) {
            r = VEXC;
            break;
        }
        size_t n = strftime_l(buf, cap, cfmt->data, &tm, c_locale);
        if (n > 0 || cap >= 256 * fmt->blen) {
            r = utf8_valid(buf, n) ? str_value(vm, buf, n) : codec_decode(vm, buf, n, "utf-8", "replace");
            mem_free(vm, buf, cap);
            break;
        }
        mem_free(vm, buf, cap);
    }
    gc_pop(vm, 1);
    freelocale(c_locale);
    return r;
}

static Value asctime_of(VM *vm, const struct tm *tm) {
    static const char wday[7][4] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static const char mon[12][4] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                    "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    int wd = tm->tm_wday >= 0 && tm->tm_wday < 7 ? tm->tm_wday : 0;
    int mo = tm->tm_mon >= 0 && tm->tm_mon < 12 ? tm->tm_mon : 0;
    StrBuf b;
    sb_init(&b, vm);
    sb_addf(&b, "%s %s%3d %.2d:%.2d:%.2d %lld", wday[wd], mon[mo], tm->tm_mday, tm->tm_hour, tm->tm_min,
            tm->tm_sec, 1900LL + tm->tm_year);
    return sb_finish(&b);
}

static Value t_asctime(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    struct tm tm;
    if (argc > 0) {
        if (!tm_arg(vm, "asctime", argv[0], &tm, true)) return VEXC;
    } else {
        now_tm(vm, self, &tm);
    }
    return asctime_of(vm, &tm);
}

static Value t_ctime(VM *vm, Value self, int argc, const Value *argv, Tuple *kw) {
    time_t t;
    struct tm tm;
    if (!time_t_arg(vm, self, argc, argv, &t)) return VEXC;
    if (!utc_tm((int64_t)t, &tm)) return exc_raise(vm, EXC_OverflowError, "timestamp out of range for platform time_t");
    return asctime_of(vm, &tm);
}

/* ---- module -------------------------------------------------------------- */

/* strptime(string[, format]): positional arguments only, passed to the
 * module's Python helper _strptime_time (runtime/modules/py/_time.py),
 * which is the native's `self`; it parses with datetime's strptime. */
static Value t_strptime(VM *vm, Value self, int argc, const Value *argv, Tuple *kwnames) {
    return rt_call(vm, self, argc, argv, NULL);
}

static const MethodDef time_funcs[] = {
    {"time", t_time, 0, 0, 0},
    {"time_ns", t_time_ns, 0, 0, 0},
    {"monotonic", t_monotonic, 0, 0, 0},
    {"monotonic_ns", t_monotonic_ns, 0, 0, 0},
    {"perf_counter", t_monotonic, 0, 0, 0},
    {"perf_counter_ns", t_monotonic_ns, 0, 0, 0},
    {"process_time", t_process_time, 0, 0, 0},
    {"process_time_ns", t_process_time_ns, 0, 0, 0},
    {"sleep", t_sleep, 1, 1, 0},
    {"gmtime", t_gmtime, 0, 1, NATIVE_ARGTUPLE},
    {"localtime", t_localtime, 0, 1, NATIVE_ARGTUPLE},
    {"mktime", t_mktime, 1, 1, 0},
    {"strftime", t_strftime, 1, 2, NATIVE_ARGTUPLE},
    {"asctime", t_asctime, 0, 1, NATIVE_VARARGS},
    {"ctime", t_ctime, 0, 1, NATIVE_ARGTUPLE},
    {NULL, NULL, 0, 0, 0},
};

static Type *make_struct_time(VM *vm, Module *m) {
    Type *t = type_new_builtin(vm, "struct_time", vm->types[OK_TUPLE], OK_INSTANCE);
    if (!t) return NULL;
    /* Instances take no new attributes, as CPython's struct sequences,
     * and match sequence patterns, as a tuple does. */
    t->tflags |= TF_FINAL | TF_SLOTTED | TF_SEQUENCE;
    t->module = str_cvalue(vm, "time");
    t->tp_name = str_intern_cstr(vm, "time.struct_time");
    if (IS_EXC(t->module) || !t->tp_name) return NULL;
    t->ctor = st_ctor;
    t->slots.repr = st_repr;
    type_add_methods(vm, t, st_methods);
    for (int i = 0; i < ST_FIELDS; i++) {
        Native *g = native_new(vm, st_names[i], st_field, 1, 1, 0);
        if (!g) return NULL;
        g->self = v_int(i);
        Property *p = obj_alloc(vm, OK_PROPERTY, sizeof(Property));
        if (!p) return NULL;
        p->h.flags |= PROP_BUILTIN;
        p->fget = v_obj(g);
        p->fset = VNONE;
        p->fdel = VNONE;
        p->doc = VNONE;
        Str *name = str_intern_cstr(vm, st_names[i]);
        if (!name || dict_set_str(vm, t->dict, name, v_obj(p)) < 0) return NULL;
    }
    /* The struct sequence's class attributes. */
    Tuple *mt = tuple_new(vm, ST_VISIBLE);
    if (!mt) return NULL;
    gc_push(vm, v_obj(mt));
    for (int i = 0; i < ST_VISIBLE; i++) {
        Value nm = str_cvalue(vm, st_names[i]);
        if (IS_EXC(nm)) { gc_pop(vm, 1); return NULL; }
        mt->items[i] = nm;
    }
    const struct { const char *name; Value v; } attrs[] = {
        {"n_fields", v_int(ST_FIELDS)}, {"n_sequence_fields", v_int(ST_VISIBLE)},
        {"n_unnamed_fields", v_int(0)}, {"__match_args__", v_obj(mt)},
    };
    for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++) {
        Str *k = str_intern_cstr(vm, attrs[i].name);
        if (!k || dict_set_str(vm, t->dict, k, attrs[i].v) < 0) { gc_pop(vm, 1); return NULL; }
    }
    gc_pop(vm, 1);
    Str *name = str_intern_cstr(vm, "struct_time");
    if (!name || dict_set_str(vm, m->dict, name, v_obj(t)) < 0) return NULL;
    return t;
}

Module *time_module_init(VM *vm) {
    Module *m = module_new(vm, "time");
    if (!m) return NULL;
    gc_push(vm, v_obj(m));
    Module *r = NULL;
    SleepState init = {0, 0, 0};
    Value state = bytes_new(vm, (const char *)&init, sizeof init);
    if (IS_EXC(state)) goto done;
    Type *st = make_struct_time(vm, m);
    if (!st) goto done;
    Value pair[2] = {state, v_obj(st)};
    Value self = tuple_pack(vm, 2, pair);
    if (IS_EXC(self)) goto done;
    for (const MethodDef *f = time_funcs; f->name; f++)
        if (!module_add_native(vm, m, f, self)) goto done;
    if (module_exec_frozen(vm, m, "_time") < 0) goto done;
    Str *helper = str_intern_cstr(vm, "_strptime_time");
    Value fn = helper ? dict_get_str(vm, m->dict, helper) : VEMPTY;
    if (IS_EMPTY(fn)) goto done;
    Native *sp = native_new(vm, "strptime", t_strptime, 0, -1, 0);
    if (!sp) goto done;
    sp->self = fn;
    Str *spn = str_intern_cstr(vm, "strptime");
    if (!spn || dict_set_str(vm, m->dict, spn, v_obj(sp)) < 0) goto done;
    /* The helper lives on in the native only: the module shows CPython's
     * names and no more. */
    if (dict_del(vm, m->dict, v_obj(helper)) < 0) goto done;
    /* The local zone is UTC (see the top of this file). */
    Value utc = str_cvalue(vm, "UTC");
    if (IS_EXC(utc)) goto done;
    Value names[2] = {utc, utc};
    Value tzname = tuple_pack(vm, 2, names);
    if (IS_EXC(tzname)) goto done;
    const struct { const char *name; Value v; } consts[] = {
        {"tzname", tzname}, {"timezone", v_int(0)}, {"altzone", v_int(0)}, {"daylight", v_int(0)},
    };
    for (size_t k = 0; k < sizeof consts / sizeof consts[0]; k++) {
        Str *q = str_intern_cstr(vm, consts[k].name);
        if (!q || dict_set_str(vm, m->dict, q, consts[k].v) < 0) goto done;
    }
    r = m;
done:
    gc_pop(vm, 1);
    return r;
}
