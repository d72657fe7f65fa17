final_answer(f"The answer is {result}"
