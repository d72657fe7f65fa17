nums = [10, 20, 30, 40, 50, 60, 70]
print(nums[0], nums[-1], nums[3], nums[-3])
print(nums[1:4], nums[:2], nums[5:], nums[-2:])
print(nums[::2], nums[::-1], nums[5:1:-2], nums[-1:-4:-1])
print(nums[10:], nums[-10:2], nums[4:2])
print(len(nums), nums[:] == nums, nums[:] is nums)
matrix = [[1, 2], [3, 4], [5, 6]]
print(matrix[1][0], matrix[-1][-1], matrix[0])
