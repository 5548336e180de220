print("textarea-bench")
