import { describe, expect, it, vi } from 'vitest';
import { retryWhileRoomMissing } from './retry-room-missing.ts';

const refused = (messageCode: string) => ({ status: 404, data: { messageCode, message: '' } });

describe('saving the properties of a room just created', () => {
  it('tries again while the schedule service does not know the room yet, then answers', async () => {
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(refused('schedule.room.missing'))
      .mockRejectedValueOnce(refused('schedule.room.unauthorized'))
      .mockResolvedValueOnce('saved');
    await expect(retryWhileRoomMissing(call, { delayMs: 1 })).resolves.toBe('saved');
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('gives up at once on another refusal, and after the last attempt on a room still unknown', async () => {
    const invalid = vi.fn(() => Promise.reject(refused('schedule.room_properties.prep_duration_invalid')));
    await expect(retryWhileRoomMissing(invalid, { delayMs: 1 })).rejects.toEqual(
      refused('schedule.room_properties.prep_duration_invalid'),
    );
    expect(invalid).toHaveBeenCalledTimes(1);
    const unknown = vi.fn(() => Promise.reject(refused('schedule.room.missing')));
    await expect(retryWhileRoomMissing(unknown, { attempts: 3, delayMs: 1 })).rejects.toBeDefined();
    expect(unknown).toHaveBeenCalledTimes(3);
  });
});
