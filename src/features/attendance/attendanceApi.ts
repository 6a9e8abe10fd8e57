/** Firebase is fetched on first use: the island itself renders before the SDK arrives. */
export const attendanceApi = () => import('./attendanceFirestore');
