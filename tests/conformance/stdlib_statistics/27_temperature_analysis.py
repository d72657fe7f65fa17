import statistics

week = {
    'Mon': [12.1, 15.4, 18.9, 14.2],
    'Tue': [11.8, 16.0, 19.5, 15.1],
    'Wed': [13.5, 17.2, 21.3, 16.8],
    'Thu': [10.2, 13.9, 16.1, 12.0],
    'Fri': [14.8, 18.6, 23.4, 19.2],
}
summary = {}
for day, temps in week.items():
    summary[day] = (statistics.mean(temps), statistics.stdev(temps), max(temps) - min(temps))
    print(f'{day}: mean {summary[day][0]:.2f} stdev {summary[day][1]:.3f} range {summary[day][2]:.1f}')
all_temps = [t for temps in week.values() for t in temps]
print('overall', statistics.mean(all_temps), statistics.median(all_temps), statistics.pstdev(all_temps))
hottest = max(summary, key=lambda d: summary[d][0])
steadiest = min(summary, key=lambda d: summary[d][1])
print('hottest', hottest, 'steadiest', steadiest)
daily_means = [v[0] for v in summary.values()]
print('trend', statistics.linear_regression(range(len(daily_means)), daily_means))
print('quartiles', statistics.quantiles(all_temps))
