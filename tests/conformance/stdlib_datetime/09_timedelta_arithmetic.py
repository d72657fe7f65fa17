from datetime import timedelta

shift = timedelta(hours=8, minutes=30)
print(shift * 5, shift * 2.5, 3 * shift, shift * -1)
print(shift / 3, shift / 7, shift / 2.5, shift / timedelta(minutes=45))
print(shift // 4, shift // timedelta(hours=1), shift % timedelta(hours=1))
print(divmod(shift, timedelta(hours=3)))
print(timedelta(microseconds=1) * 0.5, timedelta(microseconds=3) * 0.5, timedelta(microseconds=5) / 2)
print(timedelta(microseconds=-5) / 2, timedelta(microseconds=7) / 2, timedelta(microseconds=-7) // 2)
print(timedelta(microseconds=0.5), timedelta(microseconds=1.5), timedelta(microseconds=2.5), timedelta(microseconds=-1.5))
print(timedelta(seconds=1 / 3), timedelta(days=1 / 3, hours=1 / 3, minutes=1 / 3, seconds=1 / 3))
print(timedelta(milliseconds=0.0005), timedelta(milliseconds=0.0015), timedelta(hours=1e-10))
print(timedelta(days=0.1) * 0.1, timedelta(days=1) * 1e-7, timedelta(seconds=10) / 3.0)
laps = [timedelta(minutes=4, seconds=12.3), timedelta(minutes=4, seconds=8.75), timedelta(minutes=4, seconds=15.05)]
avg = sum(laps, timedelta()) / len(laps)
print("average lap:", avg, "best:", min(laps), "spread:", max(laps) - min(laps))
print(timedelta(days=1) > timedelta(hours=23), timedelta(0) == 0, timedelta(0) != "0")
print(sorted([timedelta(hours=2), timedelta(minutes=30), -timedelta(days=1)]))
print(timedelta(days=-1, seconds=86399).total_seconds(), (timedelta(days=1) - timedelta(microseconds=1)).total_seconds())
