/** A call the reset pages make, with whether it is under way (the page's mutation, narrowed). */
export interface ResetAction<Input> {
  run: (input: Input) => Promise<{ message: string }>;
  pending: boolean;
}

export interface NewPasswordInput {
  token: string;
  email: string;
  newPassword: string;
}
