nums = ["1", "2", "three", "4"]
parsed = [int(n) for n in nums]
