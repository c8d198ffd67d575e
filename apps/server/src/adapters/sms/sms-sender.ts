/** Sends a text message to an Indian mobile number. */
export interface SmsSender {
  send(to: string, message: string): Promise<void>;
}
