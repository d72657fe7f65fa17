# Distances and angles between delivery stops.
import math

stops = {"depot": (0.0, 0.0), "a": (3.0, 4.0), "b": (-2.5, 7.25), "c": (10.0, -1.0)}
names = list(stops)
for i, s in enumerate(names):
    for t in names[i + 1:]:
        d = math.dist(stops[s], stops[t])
        ang = math.degrees(math.atan2(stops[t][1] - stops[s][1], stops[t][0] - stops[s][0]))
        print(f"{s}->{t}: {d:.4f} km at {ang:.2f} deg")
print(math.hypot(3, 4), math.hypot(1, 2, 2), math.hypot(), math.dist((1, 2, 3), (4, 6, 3)))
print(math.radians(180), math.sin(math.pi / 6), math.cos(math.pi / 3), math.tan(math.pi / 4))
print(math.asin(1), math.acos(0), math.atan(1), math.pi, math.tau, math.e)
lat1, lon1, lat2, lon2 = map(math.radians, (48.8566, 2.3522, 51.5074, -0.1278))
h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
print(round(2 * 6371 * math.asin(math.sqrt(h)), 3))
