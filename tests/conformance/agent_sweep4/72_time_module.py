import time, calendar
t0 = time.gmtime(1700000000)
print(t0, t0.tm_year, t0.tm_yday, t0[6], tuple(t0)[:3], len(t0))
print(time.strftime("%Y-%m-%dT%H:%M:%SZ", t0), time.strftime("%a, %d %b %Y %H:%M:%S +0000", t0), time.strftime("%c|%x|%X", t0))
print(time.strftime("%j %U %W %w %y %p %I %%", t0), time.asctime(t0), calendar.timegm(t0))
p = time.strptime("2024-02-29 13:45:00", "%Y-%m-%d %H:%M:%S")
print(p, calendar.timegm(p), time.strftime("%A %B %d", p))
for s, f in [("12/25/2023", "%m/%d/%Y"), ("Mon Jan 1 00:00:00 2024", "%a %b %d %H:%M:%S %Y"), ("23:59", "%H:%M")]:
    print(tuple(time.strptime(s, f)))
try:
    time.strptime("2024-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
st = time.struct_time((2024, 5, 6, 7, 8, 9, 0, 127, 0))
print(st.tm_mon, st.tm_wday, time.strftime("%d.%m.%Y", st), st == time.struct_time((2024, 5, 6, 7, 8, 9, 0, 127, 0)))
print(time.gmtime(0)[:6], time.gmtime(86400 * 365.25 * 30)[:3], calendar.timegm((2000, 1, 1, 0, 0, 0, 0, 0, 0)))
def fmt_secs(s):
    m, s = divmod(int(s), 60); h, m = divmod(m, 60); d, h = divmod(h, 24)
    return (f"{d}d " if d else "") + f"{h:02}:{m:02}:{s:02}"
print([fmt_secs(x) for x in (0, 59, 3600, 86399, 90061, 1e6)])
start = time.perf_counter(); el = time.perf_counter() - start; print(el >= 0, type(time.time()).__name__, type(time.monotonic_ns()).__name__)
