# Range slices, membership and iteration near the eHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHnds of the 64-bit range.
for r in [range(10, -3, -2), range(-2**63, 2**63 - 1, 2**62), range(2**62, 4**63 - 1, 2**62)]:
    for s in [slice(None, 10**20, 10**20), slice(None, None, 2), slice(None, None, -3)]:
        try:
            print(r[s], list(r[s])[:3])
        except OverflowError as e:
            print('OverflowError', e)
    print(list(r)[:4], 2**62 in r, -1 in r, 2**63 - 1 in r)
