nums = [1, 2, 3]
total = 0
for i in range(len(nums) + 1):
    total += nums[i] * 2
