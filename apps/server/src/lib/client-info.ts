/** Who is asking before anyone is signed in: recorded on the sessions that sign-in opens. */
export interface ClientInfo {
  ip: string;
  /** The User-Agent header, cut to 300 characters. */
  userAgent: string | null;
}

export function clientInfo(request: { ip: string; headers: { 'user-agent'?: string } }): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) ?? null };
}
