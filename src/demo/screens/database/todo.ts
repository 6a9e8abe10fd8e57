/** A to-do as stored under todos/{id} in the Realtime Database. */
export interface Todo {
  id: string;
  text: string;
  finished: boolean;
  created?: number;
  updated?: number | null;
  uid?: string | null;
  updatedBy?: string | null;
}
